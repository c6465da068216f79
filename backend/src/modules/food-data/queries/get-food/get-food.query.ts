import { Query } from '@nestjs/cqrs';
import type { FoodResult } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/usda/foods/:fdcId`: one food with nutrients and household weights, for adding it. */
export class GetFoodQuery extends Query<FoodResult> {
  constructor(
    readonly actor: Actor,
    readonly fdcId: string,
  ) {
    super();
  }
}
