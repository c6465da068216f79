import { Command } from '@nestjs/cqrs';
import type { ShoppingItem, updateShoppingItemBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `PATCH /api/shopping-list/items/:id`: only the fields sent change (checking is a field-wise set). */
export class UpdateShoppingItemCommand extends Command<ShoppingItem> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateShoppingItemBody>,
  ) {
    super();
  }
}
