import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AppConfig } from '#config/app-config.js';
import { AuthGuard } from './auth.guard.js';
import { usePasswordHashLogN } from './password.js';
import { SessionPruneJob } from './session-prune.job.js';
import { SessionService } from './session.service.js';

/**
 * Sessions, personal access tokens, the global AuthGuard and who-is-who; bootstrap mounts the session
 * middleware on /api. The rows behind them (users, sessions, api_tokens) are identity's: `directory`
 * is the module that provides and exports the ports ActorResolver, ApiTokenResolver and
 * SessionRecords (the composition root passes identity's), so platform/ imports no module (issue 34).
 */
@Module({})
export class AuthPlatformModule {
  constructor(config: AppConfig) {
    usePasswordHashLogN(config.passwordHashLogN);
  }

  static register(directory: Type): DynamicModule {
    return {
      module: AuthPlatformModule,
      global: true,
      imports: [directory],
      providers: [SessionService, SessionPruneJob, { provide: APP_GUARD, useClass: AuthGuard }],
      exports: [SessionService, directory],
    };
  }
}
