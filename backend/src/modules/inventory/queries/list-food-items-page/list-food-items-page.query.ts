import { Query } from '@nestjs/cqrs';
import type { FoodItemCursor, FoodItemField, FoodItemView, listFoodItemsQuery, Page } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/food-items?limit=N[&after=<cursor>][&fields=…]` (with its filters): one page of the list, in its order. */
export class ListFoodItemsPageQuery extends Query<Page<FoodItemView>> {
  constructor(
    readonly actor: Actor,
    readonly filters: z.output<typeof listFoodItemsQuery>,
    readonly limit: number,
    readonly after: FoodItemCursor | undefined,
    readonly fields?: readonly FoodItemField[],
  ) {
    super();
  }
}
