import type { SqlEntityManager } from '@mikro-orm/sql';
import { randomUUID } from 'node:crypto';
import { type ListEntry, mergedQuantity, sameIngredient, unitsMergeable } from '../domain/merge-quantity.js';

export interface Added {
  id: string;
  merged: boolean;
}

/**
 * Puts an entry on the household's list: onto an unchecked entry of the same food with a
 * compatible unit when there is one (its quantity grows), otherwise as a new entry. A checked entry
 * is never reopened: it is already in someone's basket.
 */
export async function addToList(
  em: SqlEntityManager,
  householdId: string,
  userId: string,
  entry: ListEntry & { recipeId: string | null },
): Promise<Added> {
  const open = await em.execute<{ id: string; ingredient: string; quantity: string | null; unit: string | null }[]>(
    'select id, ingredient, quantity, unit from shopping_list_items where household_id = ? and is_checked = false order by created_at',
    [householdId],
  );
  const match = open.find((row) => sameIngredient(row.ingredient, entry.ingredient) && unitsMergeable(row.unit, entry.unit));
  if (match) {
    await em.execute('update shopping_list_items set quantity = ?, recipe_id = coalesce(recipe_id, ?) where id = ?', [
      mergedQuantity(match, entry),
      entry.recipeId,
      match.id,
    ]);
    return { id: match.id, merged: true };
  }
  const id = randomUUID();
  await em.execute('insert into shopping_list_items (id, household_id, user_id, ingredient, quantity, unit, recipe_id) values (?, ?, ?, ?, ?, ?, ?)', [
    id,
    householdId,
    userId,
    entry.ingredient,
    entry.quantity,
    entry.unit,
    entry.recipeId,
  ]);
  return { id, merged: false };
}

/** Splits what `addToList` did into created and updated ids, once each. */
export function splitAdded(results: readonly Added[]): { created: string[]; updated: string[] } {
  const created = [...new Set(results.filter((r) => !r.merged).map((r) => r.id))];
  const updated = [...new Set(results.filter((r) => r.merged && !created.includes(r.id)).map((r) => r.id))];
  return { created, updated };
}
