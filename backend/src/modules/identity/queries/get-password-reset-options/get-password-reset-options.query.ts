import { Query } from '@nestjs/cqrs';
import type { PasswordResetOptions } from '@sous/contracts';

/** `GET /api/auth/email/password-reset-options`: whether a user can ask for a reset link by email. */
export class GetPasswordResetOptionsQuery extends Query<PasswordResetOptions> {}
