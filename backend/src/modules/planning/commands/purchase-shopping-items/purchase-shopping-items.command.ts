import { Command } from '@nestjs/cqrs';
import type { PurchaseResponse, purchaseShoppingItemsBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/shopping-list/purchase`: the bought entries become food items and leave the list. */
export class PurchaseShoppingItemsCommand extends Command<PurchaseResponse> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof purchaseShoppingItemsBody>,
  ) {
    super();
  }
}
