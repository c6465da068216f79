import type { SqlEntityManager } from '@mikro-orm/sql';
import { type InventoryItem, matchIngredients } from '@sous/kitchen';
import type { Recipe } from '@sous/contracts';

interface RecipeRow {
  id: string;
  household_id: string;
  user_id: string | null;
  title: string;
  description: string | null;
  prep_time: string | null;
  cook_time: string | null;
  servings: number | null;
  ingredients: string[];
  instructions: string[];
  used_ingredients: string[] | null;
  missing_ingredients: string[] | null;
  created_at: Date | string;
  is_favorite: boolean;
  rating: number | null;
  cuisine: string | null;
  meal_type: string | null;
  difficulty: string | null;
  diet_tags: string[];
  source: Recipe['source'];
  note: string | null;
}

const select = `select id, household_id, user_id, title, description, prep_time, cook_time, servings, ingredients, instructions,
  used_ingredients, missing_ingredients, created_at, is_favorite, rating, cuisine, meal_type, difficulty, diet_tags, source, note
  from recipes`;

function toRecipe(row: RecipeRow, inventory: readonly InventoryItem[]): Recipe {
  return {
    id: row.id,
    householdId: row.household_id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    ingredients: row.ingredients,
    instructions: row.instructions,
    usedIngredients: row.used_ingredients ?? [],
    missingIngredients: row.missing_ingredients ?? [],
    createdAt: new Date(row.created_at).toISOString(),
    isFavorite: row.is_favorite,
    rating: row.rating,
    cuisine: row.cuisine,
    mealType: row.meal_type,
    difficulty: row.difficulty,
    dietTags: row.diet_tags,
    source: row.source,
    note: row.note,
    ingredientMatches: matchIngredients(row.ingredients, inventory),
  };
}

/**
 * The household's cookbook, newest first, each with its ingredientMatches against the current
 * inventory: two queries however many recipes (the matching runs in memory).
 */
export async function listRecipes(em: SqlEntityManager, householdId: string, ids?: readonly string[]): Promise<Recipe[]> {
  const params: unknown[] = [householdId];
  let filter = '';
  if (ids) {
    if (ids.length === 0) return [];
    filter = ` and id in (${ids.map(() => '?').join(', ')})`;
    params.push(...ids);
  }
  const rows = await em.execute<RecipeRow[]>(`${select} where household_id = ?${filter} order by created_at desc, id`, params);
  if (rows.length === 0) return [];
  const inventory = await em.execute<InventoryItem[]>('select name, quantity, unit from food_items where household_id = ?', [householdId]);
  return rows.map((row) => toRecipe(row, inventory));
}

export async function findRecipe(em: SqlEntityManager, householdId: string, id: string): Promise<Recipe | null> {
  return (await listRecipes(em, householdId, [id]))[0] ?? null;
}
