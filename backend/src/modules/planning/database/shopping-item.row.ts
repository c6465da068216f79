import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { storeSectionFor } from '../domain/store-section.js';

export const shoppingItemColumns = 'id, household_id, user_id, ingredient, quantity, unit, recipe_id, is_checked, created_at';
const select = `select ${shoppingItemColumns} from shopping_list_items`;

export interface ShoppingItemRow {
  id: string;
  household_id: string;
  user_id: string | null;
  ingredient: string;
  quantity: string | null;
  unit: string | null;
  recipe_id: string | null;
  is_checked: boolean;
  created_at: Date | string;
}

export const toShoppingItem = (row: ShoppingItemRow, recipeTitle: string | null): ShoppingItem => ({
  id: row.id,
  householdId: row.household_id,
  userId: row.user_id,
  ingredient: row.ingredient,
  quantity: row.quantity,
  unit: row.unit,
  recipeId: row.recipe_id,
  recipeTitle,
  isChecked: row.is_checked,
  storeSection: storeSectionFor(row.ingredient),
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * The household's list rows: unchecked first, then oldest first (the page orders sections). The
 * titles of their recipes are the cookbook's, asked by application/shopping-items.ts (issue 34).
 */
export async function shoppingItemRows(em: SqlEntityManager, householdId: string, ids?: readonly string[]): Promise<ShoppingItemRow[]> {
  const params: unknown[] = [householdId];
  let filter = '';
  if (ids) {
    if (ids.length === 0) return [];
    filter = ` and id in (${ids.map(() => '?').join(', ')})`;
    params.push(...ids);
  }
  return em.execute<ShoppingItemRow[]>(`${select} where household_id = ?${filter} order by is_checked, created_at, id`, params);
}
