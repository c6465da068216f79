import type { QueryBus } from '@nestjs/cqrs';
import type { FoodResult } from '@sous/contracts';
// embedded_foods is food-data's table (issue 19): it answers the match
import { MatchEmbeddedFoodQuery } from '../../food-data/queries/match-embedded-food/match-embedded-food.query.js';

/**
 * Matches already answered, by the names asked. The embedded food database is loaded before the
 * app serves (boot waits for it) and never changes while it runs, so an answer, none included,
 * stays true: a household adding the same foods again asks food-data once per food (issue 33:
 * one to three statements an add fewer). Capped: the oldest answer goes first.
 */
const answered = new Map<string, FoodResult | null>();
const maxAnswers = 1000;

/** The first embedded USDA food the canonical name, else one of its search terms, stands for. */
export async function matchEmbeddedFood(queries: QueryBus, canonical: { name: string; searchTerms: readonly string[] }): Promise<FoodResult | null> {
  const names = [canonical.name, ...canonical.searchTerms];
  const key = names.join('\n');
  if (answered.has(key)) return structuredClone(answered.get(key) ?? null);
  const found = await queries.execute(new MatchEmbeddedFoodQuery(names));
  if (answered.size >= maxAnswers) answered.delete(answered.keys().next().value as string);
  answered.set(key, found);
  return structuredClone(found);
}
