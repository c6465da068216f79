import { Query } from '@nestjs/cqrs';
import type { FoodItem, listFoodItemsQuery } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class ListFoodItemsQuery extends Query<FoodItem[]> {
  constructor(
    readonly actor: Actor,
    readonly filters: z.output<typeof listFoodItemsQuery>,
  ) {
    super();
  }
}
