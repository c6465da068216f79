import { Command } from '@nestjs/cqrs';
import type { addMissingBody, ShoppingItem } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/shopping-list/add-missing`: answers the list entries that were added or grew. */
export class AddMissingIngredientsCommand extends Command<ShoppingItem[]> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof addMissingBody>,
  ) {
    super();
  }
}
