import type { QueryBus } from '@nestjs/cqrs';
import type { FoodResult } from '@sous/contracts';
// embedded_foods is food-data's table (issue 19): it answers the match
import { MatchEmbeddedFoodQuery } from '../../food-data/queries/match-embedded-food/match-embedded-food.query.js';

/** The first embedded USDA food the canonical name, else one of its search terms, stands for. */
export function matchEmbeddedFood(queries: QueryBus, canonical: { name: string; searchTerms: readonly string[] }): Promise<FoodResult | null> {
  return queries.execute(new MatchEmbeddedFoodQuery([canonical.name, ...canonical.searchTerms]));
}
