import type { SqlEntityManager } from '@mikro-orm/sql';
import { recipeNotFound } from '../domain/planning.errors.js';

export interface RecipeForPlanning {
  id: string;
  title: string;
  servings: number | null;
  ingredients: string[];
}

/** A recipe of the household (another household's id reads as unknown), or 404. */
export async function recipeOfHousehold(em: SqlEntityManager, householdId: string, recipeId: string): Promise<RecipeForPlanning> {
  const rows = await em.execute<RecipeForPlanning[]>('select id, title, servings, ingredients from recipes where id = ? and household_id = ?', [
    recipeId,
    householdId,
  ]);
  if (!rows[0]) throw recipeNotFound();
  return rows[0];
}
