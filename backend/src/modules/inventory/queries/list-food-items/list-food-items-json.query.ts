import { Query } from '@nestjs/cqrs';
import type { FoodItem, listFoodItemsQuery } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import type { JsonText } from '#platform/http/page-link.js';

/** The household's food as whole rows, written as the JSON answer itself (the route's default shape, issue 33). */
export class ListFoodItemsJsonQuery extends Query<JsonText<FoodItem[]>> {
  constructor(
    readonly actor: Actor,
    readonly filters: z.output<typeof listFoodItemsQuery>,
  ) {
    super();
  }
}
