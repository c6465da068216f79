import { Command } from '@nestjs/cqrs';
import type { addFoodItemBody, FoodItem } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';

export class AddFoodItemCommand extends Command<FoodItem> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof addFoodItemBody>,
  ) {
    super();
  }
}
