import { Query } from '@nestjs/cqrs';
import type { FoodResult } from '@sous/contracts';

/**
 * Handled by food-data: the embedded USDA food the first of these names that matches stands for
 * (a canonical name, then its search terms), or null. Inventory links a new item with it.
 */
export class MatchEmbeddedFoodQuery extends Query<FoodResult | null> {
  constructor(readonly names: readonly string[]) {
    super();
  }
}
