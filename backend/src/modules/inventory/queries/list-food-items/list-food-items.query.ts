import { Query } from '@nestjs/cqrs';
import type { FoodItem, FoodItemField, FoodItemView, listFoodItemsQuery } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** The household's food; with `fields` (`?fields=`, issue 33) each row holds only those, so ask with `FoodItemView`. */
export class ListFoodItemsQuery<Row extends FoodItemView = FoodItem> extends Query<Row[]> {
  constructor(
    readonly actor: Actor,
    readonly filters: z.output<typeof listFoodItemsQuery>,
    readonly fields?: readonly FoodItemField[],
  ) {
    super();
  }
}
