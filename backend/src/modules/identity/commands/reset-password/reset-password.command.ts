import { Command } from '@nestjs/cqrs';
import type { passwordResetBody } from '@sous/contracts';
import type { z } from 'zod';

export interface PasswordResetOutcome {
  userId: string;
  email: string;
}

/**
 * `POST /api/auth/email/password-reset`: a reset link's secret and the new password.
 * `clientAddress` is the caller's IP, whose wrong links are counted.
 */
export class ResetPasswordCommand extends Command<PasswordResetOutcome> {
  constructor(
    readonly body: z.output<typeof passwordResetBody>,
    readonly clientAddress: string,
  ) {
    super();
  }
}
