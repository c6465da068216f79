import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AppConfig } from '#config/app-config.js';
import { ActorResolver } from './actor-resolver.js';
import { ApiTokenResolver } from './api-token-resolver.js';
import { AuthGuard } from './auth.guard.js';
import { usePasswordHashLogN } from './password.js';
import { SessionPruneJob } from './session-prune.job.js';
import { SessionService } from './session.service.js';

/** Sessions, personal access tokens, the global AuthGuard and who-is-who; bootstrap mounts the session middleware on /api. */
@Global()
@Module({
  providers: [SessionService, ActorResolver, ApiTokenResolver, SessionPruneJob, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionService, ActorResolver, ApiTokenResolver],
})
export class AuthPlatformModule {
  constructor(config: AppConfig) {
    usePasswordHashLogN(config.passwordHashLogN);
  }
}
