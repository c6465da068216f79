import { Command } from '@nestjs/cqrs';
import type { FoodItem, updateFoodItemBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class UpdateFoodItemCommand extends Command<FoodItem> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateFoodItemBody>,
  ) {
    super();
  }
}
