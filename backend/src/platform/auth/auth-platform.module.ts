import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AppConfig } from '../../config/app-config.js';
import { ActorResolver } from './actor-resolver.js';
import { AuthGuard } from './auth.guard.js';
import { usePasswordHashLogN } from './password.js';
import { SessionPruneJob } from './session-prune.job.js';
import { SessionService } from './session.service.js';

/** Sessions, the global AuthGuard and who-is-who; bootstrap mounts the session middleware on /api. */
@Global()
@Module({
  providers: [SessionService, ActorResolver, SessionPruneJob, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionService, ActorResolver],
})
export class AuthPlatformModule {
  constructor(config: AppConfig) {
    usePasswordHashLogN(config.passwordHashLogN);
  }
}
