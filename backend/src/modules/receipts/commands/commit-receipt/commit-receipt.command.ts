import { Command } from '@nestjs/cqrs';
import type { commitReceiptBody, CommitReceiptResponse } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** The reviewed items of a receipt, added to the inventory in one transaction. */
export class CommitReceiptCommand extends Command<CommitReceiptResponse> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof commitReceiptBody>,
  ) {
    super();
  }
}
