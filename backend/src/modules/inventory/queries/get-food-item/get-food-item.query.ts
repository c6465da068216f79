import { Query } from '@nestjs/cqrs';
import type { FoodItem } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class GetFoodItemQuery extends Query<FoodItem> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
