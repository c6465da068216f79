import type { SqlEntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import type { ShoppingItem } from '@sous/contracts';
import { type ShoppingItemRow, shoppingItemRows, toShoppingItem } from '../database/shopping-item.row.js';
import { type RecipeForPlanning, recipesById } from './recipe-lookup.js';

/**
 * The household's list: unchecked first, by section order of the page, then oldest first. The
 * titles of the recipes the entries came from are one question to the cookbook for the whole list,
 * asked on the bus here (issue 34: database/ never calls the buses).
 */
export async function listShoppingItems(em: SqlEntityManager, queries: QueryBus, householdId: string, ids?: readonly string[]): Promise<ShoppingItem[]> {
  return withRecipeTitles(queries, householdId, await shoppingItemRows(em, householdId, ids));
}

/**
 * Rows in the contract's shape, their recipes' titles asked once for all of them; a recipe the
 * caller already holds (`known`) is not asked again.
 */
export async function withRecipeTitles(
  queries: QueryBus,
  householdId: string,
  rows: readonly ShoppingItemRow[],
  known: readonly RecipeForPlanning[] = [],
): Promise<ShoppingItem[]> {
  const held = new Map(known.map((recipe) => [recipe.id, recipe]));
  const asked = await recipesById(queries, householdId, [...new Set(rows.flatMap((row) => (row.recipe_id && !held.has(row.recipe_id) ? [row.recipe_id] : [])))]);
  const titleOf = (id: string | null) => (id ? (held.get(id) ?? asked.get(id))?.title : undefined) ?? null;
  return rows.map((row) => toShoppingItem(row, titleOf(row.recipe_id)));
}

export async function findShoppingItem(em: SqlEntityManager, queries: QueryBus, householdId: string, id: string): Promise<ShoppingItem | null> {
  return (await listShoppingItems(em, queries, householdId, [id]))[0] ?? null;
}
