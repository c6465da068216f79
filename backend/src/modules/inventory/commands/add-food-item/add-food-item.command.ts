import { Command } from '@nestjs/cqrs';
import type { AddedFoodItem, addFoodItemBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** Answers the lot that was created or grew, with what happened (`merge`, issue 16). */
export class AddFoodItemCommand extends Command<AddedFoodItem> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof addFoodItemBody>,
  ) {
    super();
  }
}
