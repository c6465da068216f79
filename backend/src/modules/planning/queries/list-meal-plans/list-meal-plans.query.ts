import { Query } from '@nestjs/cqrs';
import type { listMealPlansQuery, MealPlan } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/meal-plans?from=&to=`: the household's planned meals in the range. */
export class ListMealPlansQuery extends Query<MealPlan[]> {
  constructor(
    readonly actor: Actor,
    readonly range: z.output<typeof listMealPlansQuery>,
  ) {
    super();
  }
}
