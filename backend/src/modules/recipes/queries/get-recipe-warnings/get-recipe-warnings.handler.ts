import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { RecipeWarning } from '@sous/contracts';
import { avoidedLineMessage, avoidedLines } from '@sous/kitchen';
import { ListHouseholdMembersQuery } from '../../../identity/queries/list-household-members/list-household-members.query.js';
import { GetUserSettingsQuery } from '../../../identity/queries/get-user-settings/get-user-settings.query.js';
import { GetRecipeWarningsQuery } from './get-recipe-warnings.query.js';

/**
 * Allergens and foods to avoid are each member's settings; the cookbook is the household's, so a
 * line is flagged when it holds what any member is allergic to or avoids. A warning, never a refusal.
 */
@QueryHandler(GetRecipeWarningsQuery)
export class GetRecipeWarningsHandler implements IQueryHandler<GetRecipeWarningsQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ householdId, ingredients }: GetRecipeWarningsQuery): Promise<RecipeWarning[]> {
    if (ingredients.length === 0) return [];
    const members = await this.queries.execute(new ListHouseholdMembersQuery(householdId));
    // one after another: a household is a few people, and PGlite is one session
    const settings = [];
    for (const member of members) settings.push(await this.queries.execute(new GetUserSettingsQuery(member.id)));
    const allergens = unique(settings.flatMap((s) => s?.allergens ?? []));
    const avoid = unique(settings.flatMap((s) => s?.foodsToAvoid ?? []));
    return avoidedLines(ingredients, { allergens, avoid }).map((hit) => ({ line: hit.line, message: avoidedLineMessage(hit) }));
  }
}

/** Names once each, whatever their case, in the order first seen. */
function unique(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.trim().toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
