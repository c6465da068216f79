import { Command } from '@nestjs/cqrs';
import type { passwordResetRequestBody } from '@sous/contracts';
import type { z } from 'zod';

/**
 * `POST /api/auth/email/password-reset-request`: mail a reset link to the account of this address,
 * if there is one. `clientAddress` is the caller's IP, whose requests are rate-limited.
 */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly body: z.output<typeof passwordResetRequestBody>,
    readonly clientAddress: string,
  ) {
    super();
  }
}
