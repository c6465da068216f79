import type { SqlEntityManager } from '@mikro-orm/sql';
import { acceptedShelfLifeDays, type ItemState, type StoragePlace } from '@sous/kitchen';
import { toArrayLiteral } from '#platform/database/set-clause.js';
import type { AcceptedShelfLife } from './stock-lookup.js';

/** The household's accepted days for one food in one place and state, or null where it accepted none. */
export type AcceptedDaysOf = (foodKey: string | null | undefined, place: StoragePlace | null, state: ItemState | null) => number | null;

interface AcceptedRow extends AcceptedShelfLife {
  food_key: string;
}

/**
 * The household's accepted shelf lives (issue 35) of the foods `foodKeys`, for a move or a change of
 * state to date a lot by, as an add does (`lookUpStock`). Only accepted answers: a proposal or an
 * ignored one never dates anything. One statement, none when no lot has a food key.
 */
export async function acceptedShelfLivesOf(em: SqlEntityManager, householdId: string, foodKeys: readonly (string | null | undefined)[]): Promise<AcceptedDaysOf> {
  const keys = [...new Set(foodKeys.filter((key): key is string => typeof key === 'string' && key !== ''))];
  const rows = keys.length === 0
    ? []
    : await em.execute<AcceptedRow[]>(
      `select food_key, place, state, days, status from household_shelf_lives
        where household_id = ? and status = 'accepted' and food_key = any(?::text[])`,
      [householdId, toArrayLiteral(keys)],
    );
  const byFood = new Map<string, AcceptedShelfLife[]>();
  for (const row of rows) byFood.set(row.food_key, [...(byFood.get(row.food_key) ?? []), { place: row.place, state: row.state, days: row.days, status: row.status }]);
  return (foodKey, place, state) => (foodKey ? acceptedShelfLifeDays(byFood.get(foodKey) ?? [], place, state) : null);
}
