import type { SqlEntityManager } from '@mikro-orm/sql';
import { identifyFood, resolveFood, UNCATEGORIZED } from '@sous/kitchen';
import { placeCardFor } from './place-card.js';

/** A food the household already has, as the add's matching sees it. */
export interface KnownFood {
  foodKey: string;
  name: string;
  foodCategory: string | null;
}

/** The canonical food an added item belongs to. */
export interface CanonicalFood {
  /** Short and human ("Chicken breast"), never the USDA description. */
  name: string;
  foodKey: string;
  foodCategory: string | null;
}

export interface FoodToResolve {
  /** As typed, spoken, scanned or bought, or a USDA description. */
  name: string;
  foodCategory?: string | null;
}

/** The household's foods, one per key (its first name and category), for matching a new add; a leftover is a dish, not a food. */
export async function knownFoods(em: SqlEntityManager, householdId: string): Promise<KnownFood[]> {
  const rows = await em.execute<{ food_key: string; name: string; food_category: string | null }[]>(
    `select distinct on (food_key) food_key, name, food_category from food_items
      where household_id = ? and food_key is not null and kind = 'food' order by food_key, added_at`,
    [householdId],
  );
  return rows.map((row) => ({ foodKey: row.food_key, name: row.name, foodCategory: row.food_category }));
}

/**
 * The canonical food of a name (libs/kitchen `resolveFood`, DESIGN §10), the household's own when
 * it already has that food ("chicken" picks its "Chicken breast"). The category is the caller's
 * when it sent one, else the catalog's; "Uncategorized" counts as not known, so the food data's
 * group can fill it. `searchTerms` look the food up in the embedded food data.
 */
export function resolveCanonicalFood(food: FoodToResolve, known: readonly KnownFood[]): CanonicalFood & { searchTerms: string[] } {
  const resolved = resolveFood(food.name, known.map((k) => ({ key: k.foodKey, name: k.name })));
  const own = known.find((k) => k.foodKey === resolved.key);
  const category = food.foodCategory ?? (resolved.category === UNCATEGORIZED ? null : resolved.category) ?? own?.foodCategory ?? null;
  return { name: resolved.name, foodKey: resolved.key, foodCategory: category, searchTerms: resolved.searchTerms };
}

/** The food key and card key a (re)named lot gets: the name's own, as an add of that name would give it. */
export function identityOfName(name: string): { foodKey: string; cardKey: string } {
  const identified = identifyFood(name);
  return { foodKey: identified.food.key, cardKey: identified.cardKey };
}

/**
 * What a rename in a place sets (issue 29): the name as typed on a card of its own, or, when the
 * new name joins another card of the place (the same name, or a plain name meeting the one card of
 * its food), that card's name and keys, as an add of that name would. `from` is the card the lot
 * or card is on now, never a card to join.
 */
export async function renamedCard(em: SqlEntityManager, householdId: string, locationId: string, name: string, from: string | null | undefined): Promise<{ name: string; foodKey: string; cardKey: string }> {
  const card = await placeCardFor(em, householdId, locationId, identifyFood(name), from);
  return { name: card.joined ? card.name : name, foodKey: card.foodKey, cardKey: card.cardKey };
}
