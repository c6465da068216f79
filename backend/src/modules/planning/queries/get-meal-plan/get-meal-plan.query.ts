import { Query } from '@nestjs/cqrs';
import type { MealPlan } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** One planned meal of the actor's household, or null (another household's reads as absent). */
export class GetMealPlanQuery extends Query<MealPlan | null> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
