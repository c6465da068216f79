import type { QueryBus } from '@nestjs/cqrs';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { storeSectionFor } from '../domain/store-section.js';
import { recipesById } from './recipe-lookup.js';

const select = 'select id, household_id, user_id, ingredient, quantity, unit, recipe_id, is_checked, created_at from shopping_list_items';

interface ShoppingItemRow {
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

const toShoppingItem = (row: ShoppingItemRow, recipeTitle: string | null): ShoppingItem => ({
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
 * The household's list: unchecked first, by section order of the page, then oldest first. The
 * titles of the recipes the entries came from are one question to the cookbook for the whole list.
 */
export async function listShoppingItems(em: SqlEntityManager, queries: QueryBus, householdId: string, ids?: readonly string[]): Promise<ShoppingItem[]> {
  const params: unknown[] = [householdId];
  let filter = '';
  if (ids) {
    if (ids.length === 0) return [];
    filter = ` and id in (${ids.map(() => '?').join(', ')})`;
    params.push(...ids);
  }
  const rows = await em.execute<ShoppingItemRow[]>(`${select} where household_id = ?${filter} order by is_checked, created_at, id`, params);
  const recipes = await recipesById(queries, householdId, rows.flatMap((row) => (row.recipe_id ? [row.recipe_id] : [])));
  return rows.map((row) => toShoppingItem(row, (row.recipe_id ? recipes.get(row.recipe_id)?.title : undefined) ?? null));
}

export async function findShoppingItem(em: SqlEntityManager, queries: QueryBus, householdId: string, id: string): Promise<ShoppingItem | null> {
  return (await listShoppingItems(em, queries, householdId, [id]))[0] ?? null;
}
