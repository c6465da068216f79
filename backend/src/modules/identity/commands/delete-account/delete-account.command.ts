import { Command } from '@nestjs/cqrs';
import type { deleteAccountBody } from '@sous/contracts';
import type { z } from 'zod';

/** `DELETE /api/account`: proven by the password (email accounts) or the typed confirmation (others). */
export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly body: z.output<typeof deleteAccountBody>,
  ) {
    super();
  }
}
