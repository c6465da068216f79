import { Module } from '@nestjs/common';
import { LogInWithEmailHandler } from './commands/log-in-with-email/log-in-with-email.handler.js';
import { SignInWithProviderHandler } from './commands/sign-in-with-provider/sign-in-with-provider.handler.js';
import { SignUpWithEmailHandler } from './commands/sign-up-with-email/sign-up-with-email.handler.js';
import { UserProvisioner } from './domain/user-provisioner.js';
import { AuthController } from './http/auth.controller.js';
import { OAuthFlow } from './oauth/oauth-flow.js';
import { GetAuthUserHandler } from './queries/get-auth-user/get-auth-user.handler.js';

/** Users and their sign-in identities, preferences, onboarding and push tokens. */
@Module({
  controllers: [AuthController],
  providers: [
    UserProvisioner,
    OAuthFlow,
    SignUpWithEmailHandler,
    LogInWithEmailHandler,
    SignInWithProviderHandler,
    GetAuthUserHandler,
  ],
})
export class IdentityModule {}
