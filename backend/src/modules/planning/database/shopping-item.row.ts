import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { storeSectionFor } from '../domain/store-section.js';

export const shoppingItemSelect = `select s.id, s.household_id, s.user_id, s.ingredient, s.quantity, s.unit, s.recipe_id, r.title as recipe_title,
    s.is_checked, s.created_at
  from shopping_list_items s left join recipes r on r.id = s.recipe_id`;

export interface ShoppingItemRow {
  id: string;
  household_id: string;
  user_id: string | null;
  ingredient: string;
  quantity: string | null;
  unit: string | null;
  recipe_id: string | null;
  recipe_title: string | null;
  is_checked: boolean;
  created_at: Date | string;
}

export const toShoppingItem = (row: ShoppingItemRow): ShoppingItem => ({
  id: row.id,
  householdId: row.household_id,
  userId: row.user_id,
  ingredient: row.ingredient,
  quantity: row.quantity,
  unit: row.unit,
  recipeId: row.recipe_id,
  recipeTitle: row.recipe_title,
  isChecked: row.is_checked,
  storeSection: storeSectionFor(row.ingredient),
  createdAt: new Date(row.created_at).toISOString(),
});

/** The household's list: unchecked first, by section order of the page, then oldest first. */
export async function listShoppingItems(em: SqlEntityManager, householdId: string, ids?: readonly string[]): Promise<ShoppingItem[]> {
  const params: unknown[] = [householdId];
  let filter = '';
  if (ids) {
    if (ids.length === 0) return [];
    filter = ` and s.id in (${ids.map(() => '?').join(', ')})`;
    params.push(...ids);
  }
  const rows = await em.execute<ShoppingItemRow[]>(`${shoppingItemSelect} where s.household_id = ?${filter} order by s.is_checked, s.created_at, s.id`, params);
  return rows.map(toShoppingItem);
}

export async function findShoppingItem(em: SqlEntityManager, householdId: string, id: string): Promise<ShoppingItem | null> {
  return (await listShoppingItems(em, householdId, [id]))[0] ?? null;
}
