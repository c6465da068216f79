import { Query } from '@nestjs/cqrs';
import type { MealPlan, MealPlanCursor, Page } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/meal-plans?limit=N[&after=<cursor>][&from=&to=]`: one page of the plan, by day and meal. */
export class ListMealPlansPageQuery extends Query<Page<MealPlan>> {
  constructor(
    readonly actor: Actor,
    readonly range: { from?: string; to?: string },
    readonly limit: number,
    readonly after: MealPlanCursor | undefined,
  ) {
    super();
  }
}
