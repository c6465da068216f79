import type { SqlEntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import type { Page, Recipe, TimeCursor } from '@sous/contracts';
import type { StockIndex, StockLot } from '@sous/kitchen';
import { GetStockIndexQuery } from '../../inventory/queries/get-stock-index/get-stock-index.query.js';
import { ListStockQuery } from '../../inventory/queries/list-stock/list-stock.query.js';
import { recipePageRows, recipeRows, toRecipe } from '../database/recipe.row.js';

// The cookbook as the API shows it: database/ reads the recipe rows, the inventory's lots are asked
// on the bus here to match them (issue 34: database/ never calls the buses).

/**
 * The household's lots, leftovers included, in the order Cook uses them within a card (earliest
 * expiry, then oldest), the order planning reads them in too: asked of the inventory, which owns them.
 */
export function householdLots(queries: QueryBus, householdId: string): Promise<StockLot[]> {
  return queries.execute(new ListStockQuery(householdId));
}

/** The household's lots indexed for matching, kept by the inventory between requests while unchanged. */
function householdStockIndex(queries: QueryBus, householdId: string): Promise<StockIndex> {
  return queries.execute(new GetStockIndexQuery(householdId));
}

/**
 * The household's cookbook, newest first, each with its ingredientMatches against the current
 * inventory: two reads however many recipes. The lots are indexed once by food key and name
 * word, so each line is compared only with the lots that share one (no recipes × lots scan).
 */
export async function listRecipes(em: SqlEntityManager, queries: QueryBus, householdId: string, ids?: readonly string[]): Promise<Recipe[]> {
  const rows = await recipeRows(em, householdId, ids);
  if (rows.length === 0) return [];
  const stock = await householdStockIndex(queries, householdId);
  return rows.map((row) => toRecipe(row, stock));
}

/** One page of the cookbook in the list's order (see recipePageRows), each recipe matched against the inventory. */
export async function listRecipePage(em: SqlEntityManager, queries: QueryBus, householdId: string, limit: number, after?: TimeCursor): Promise<Page<Recipe>> {
  const { rows, next } = await recipePageRows(em, householdId, limit, after);
  if (rows.length === 0) return { rows: [], next: null };
  const stock = await householdStockIndex(queries, householdId);
  return { rows: rows.map((row) => toRecipe(row, stock)), next };
}

export async function findRecipe(em: SqlEntityManager, queries: QueryBus, householdId: string, id: string): Promise<Recipe | null> {
  return (await listRecipes(em, queries, householdId, [id]))[0] ?? null;
}
