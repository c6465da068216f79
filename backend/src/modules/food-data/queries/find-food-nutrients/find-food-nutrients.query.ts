import { Query } from '@nestjs/cqrs';
import type { FoodResult } from '@sous/contracts';

/** One food to look up: its food-data id when an item is linked to one, else words to search for. */
export interface FoodNutrientsLookup {
  /** An embedded food's id (`sr:…`); other sources are not looked up here (no network for a summary). */
  fdcId?: string | null;
  /** The food's short name ("Chicken breast"): a USDA food or staple named exactly so wins first. */
  name?: string | null;
  /** Words for the embedded search, best first; the first that finds a food wins. */
  searchTerms: readonly string[];
}

/**
 * Handled by food-data: for each lookup, in order, the embedded USDA food with its nutrients per
 * 100 g and household weights, or null when neither the id nor any of the words finds one. One bus
 * round trip for a whole kitchen (the nutrition summary asks for every item at once).
 */
export class FindFoodNutrientsQuery extends Query<(FoodResult | null)[]> {
  constructor(readonly lookups: readonly FoodNutrientsLookup[]) {
    super();
  }
}
