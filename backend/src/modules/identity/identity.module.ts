import { Module } from '@nestjs/common';
import { LogInWithEmailHandler } from './commands/log-in-with-email/log-in-with-email.handler.js';
import { SignInWithProviderHandler } from './commands/sign-in-with-provider/sign-in-with-provider.handler.js';
import { SignUpWithEmailHandler } from './commands/sign-up-with-email/sign-up-with-email.handler.js';
import { LoginAttempts } from './domain/login-attempts.js';
import { PasswordCheckAttempts } from './domain/password-check-attempts.js';
import { UserProvisioner } from './application/user-provisioner.js';
import { AuthController } from './http/auth.controller.js';
import { OAuthFlow } from './adapters/oauth-flow.js';
import { GetAuthUserHandler } from './queries/get-auth-user/get-auth-user.handler.js';
import { CompleteOnboardingHandler } from './commands/complete-onboarding/complete-onboarding.handler.js';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler.js';
import { RegisterPushTokenHandler } from './commands/register-push-token/register-push-token.handler.js';
import { RemovePushTokenHandler } from './commands/remove-push-token/remove-push-token.handler.js';
import { CreateApiTokenHandler } from './commands/create-api-token/create-api-token.handler.js';
import { RevokeApiTokenHandler } from './commands/revoke-api-token/revoke-api-token.handler.js';
import { ListApiTokensHandler } from './queries/list-api-tokens/list-api-tokens.handler.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { UpdateUserPreferencesHandler } from './commands/update-user-preferences/update-user-preferences.handler.js';
import { PushAccountDeletionHandler } from './events/push-account-deletion.handler.js';
import { AccountController } from './http/account.controller.js';
import { ApiTokensController } from './http/api-tokens.controller.js';
import { OnboardingController } from './http/onboarding.controller.js';
import { PushTokensController } from './http/push-tokens.controller.js';
import { UserPreferencesController } from './http/user-preferences.controller.js';
import { ExportAccountDataHandler } from './queries/export-account-data/export-account-data.handler.js';
import { GetUserPreferencesHandler } from './queries/get-user-preferences/get-user-preferences.handler.js';

import { GetUserSettingsHandler } from './queries/get-user-settings/get-user-settings.handler.js';
import { FindUserNamesHandler } from './queries/find-user-names/find-user-names.handler.js';
import { ListHouseholdMembersHandler } from './queries/list-household-members/list-household-members.handler.js';
import { CountHouseholdMembersHandler } from './queries/count-household-members/count-household-members.handler.js';
import { ListOnboardedUsersHandler } from './queries/list-onboarded-users/list-onboarded-users.handler.js';
import { ListPushDevicesHandler } from './queries/list-push-devices/list-push-devices.handler.js';
import { FindPushTokenIdHandler } from './queries/find-push-token-id/find-push-token-id.handler.js';
import { LockMembershipHandler } from './commands/lock-membership/lock-membership.handler.js';
import { MoveToHouseholdHandler } from './commands/move-to-household/move-to-household.handler.js';
import { PrunePushTokenHandler } from './commands/prune-push-token/prune-push-token.handler.js';
import { IssuePasswordResetHandler } from './commands/issue-password-reset/issue-password-reset.handler.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { PasswordResetLinks } from './database/password-reset-links.js';
import { DisconnectResetUserHandler } from './events/disconnect-reset-user.handler.js';
import { PasswordResetController } from './http/password-reset.controller.js';
import { GetPasswordResetOptionsHandler } from './queries/get-password-reset-options/get-password-reset-options.handler.js';
import { RevokeMovedMemberApiTokensHandler } from './events/revoke-moved-member-api-tokens.handler.js';
/** Users and their sign-in identities, preferences, onboarding, push tokens and API tokens. */
@Module({
  controllers: [
    AuthController,
    OnboardingController,
    UserPreferencesController,
    PushTokensController,
    AccountController,
    ApiTokensController,
    PasswordResetController,
  ],
  providers: [
    UserProvisioner,
    LoginAttempts,
    PasswordCheckAttempts,
    OAuthFlow,
    SignUpWithEmailHandler,
    LogInWithEmailHandler,
    SignInWithProviderHandler,
    GetAuthUserHandler,
    // onboarding, preferences, push tokens, your data
    CompleteOnboardingHandler,
    GetUserPreferencesHandler,
    UpdateUserPreferencesHandler,
    UpdateProfileHandler,
    RegisterPushTokenHandler,
    RemovePushTokenHandler,
    ExportAccountDataHandler,
    DeleteAccountHandler,
    PushAccountDeletionHandler,
    // personal access tokens
    CreateApiTokenHandler,
    RevokeApiTokenHandler,
    ListApiTokensHandler,
    // password reset (issue 32)
    PasswordResetLinks,
    IssuePasswordResetHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    GetPasswordResetOptionsHandler,
    DisconnectResetUserHandler,
    RevokeMovedMemberApiTokensHandler,
    // what other modules ask of users and push tokens (issue 19: one owner per table)
    GetUserSettingsHandler,
    FindUserNamesHandler,
    ListHouseholdMembersHandler,
    CountHouseholdMembersHandler,
    ListOnboardedUsersHandler,
    ListPushDevicesHandler,
    FindPushTokenIdHandler,
    LockMembershipHandler,
    MoveToHouseholdHandler,
    PrunePushTokenHandler,
  ],
})
export class IdentityModule {}
