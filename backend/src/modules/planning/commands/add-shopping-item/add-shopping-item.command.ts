import { Command } from '@nestjs/cqrs';
import type { addShoppingItemBody, ShoppingItem } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class AddShoppingItemCommand extends Command<ShoppingItem> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof addShoppingItemBody>,
  ) {
    super();
  }
}
