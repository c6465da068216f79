import type { SqlEntityManager } from '@mikro-orm/sql';
import { randomUUID } from 'node:crypto';
import { type ListEntry, mergedQuantity, sameIngredient, unitsMergeable } from '../domain/merge-quantity.js';
import { shoppingItemColumns, type ShoppingItemRow } from './shopping-item.row.js';

export interface Added {
  id: string;
  merged: boolean;
  /** The entry as written (the statement's own answer: no read back). */
  row: ShoppingItemRow;
}

/**
 * Puts an entry on the household's list: onto an unchecked entry of the same food with a
 * compatible unit when there is one (its quantity grows), otherwise as a new entry. A checked entry
 * is never reopened: it is already in someone's basket. Each write is one statement that answers the
 * written row, so a single add needs no transaction: an entry checked or removed between the read
 * and the update is not updated, and the entry goes in new instead.
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
    const [row] = await em.execute<ShoppingItemRow[]>(
      `update shopping_list_items set quantity = ?, recipe_id = coalesce(recipe_id, ?) where id = ? and is_checked = false returning ${shoppingItemColumns}`,
      [mergedQuantity(match, entry), entry.recipeId, match.id],
    );
    if (row) return { id: row.id, merged: true, row };
  }
  const [row] = await em.execute<ShoppingItemRow[]>(
    `insert into shopping_list_items (id, household_id, user_id, ingredient, quantity, unit, recipe_id) values (?, ?, ?, ?, ?, ?, ?) returning ${shoppingItemColumns}`,
    [randomUUID(), householdId, userId, entry.ingredient, entry.quantity, entry.unit, entry.recipeId],
  );
  if (!row) throw new Error('The shopping list insert answered no row');
  return { id: row.id, merged: false, row };
}

/** Splits what `addToList` did into created and updated ids, once each. */
export function splitAdded(results: readonly Added[]): { created: string[]; updated: string[] } {
  const created = [...new Set(results.filter((r) => !r.merged).map((r) => r.id))];
  const updated = [...new Set(results.filter((r) => r.merged && !created.includes(r.id)).map((r) => r.id))];
  return { created, updated };
}
