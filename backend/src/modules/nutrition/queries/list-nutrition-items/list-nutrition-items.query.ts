import { Query } from '@nestjs/cqrs';
import type { NutritionItem, NutritionItemCursor, Page } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/nutrition/items?limit=N[&after=<cursor>]`: one page of the nutrition page's per-item table, in its order. */
export class ListNutritionItemsQuery extends Query<Page<NutritionItem>> {
  constructor(
    readonly actor: Actor,
    readonly limit: number,
    readonly after: NutritionItemCursor | undefined,
  ) {
    super();
  }
}
