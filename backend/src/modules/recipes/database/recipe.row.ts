import type { SqlEntityManager } from '@mikro-orm/sql';
import { DEFAULT_RECIPE_SERVINGS, recipeCardRows, type StockIndex, type StockLot } from '@sous/kitchen';
import { encodeCursor, limits, type Recipe, type RecipeSection, type TimeCursor, timeCursorParts } from '@sous/contracts';

export interface RecipeRow {
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
  source_url: string | null;
  source_author: string | null;
  image_url: string | null;
  version: number;
  total_time: string | null;
  yield_text: string | null;
  ingredient_sections: RecipeSection[] | string | null;
  instruction_sections: RecipeSection[] | string | null;
}

/** A jsonb column as the driver gives it: parsed by pg, text by some drivers. */
export const sectionsOf = (value: RecipeSection[] | string | null): RecipeSection[] => (typeof value === 'string' ? (JSON.parse(value) as RecipeSection[]) : (value ?? []));

const columns = `id, household_id, user_id, title, description, prep_time, cook_time, servings, ingredients, instructions,
  used_ingredients, missing_ingredients, created_at, is_favorite, rating, cuisine, meal_type, difficulty, diet_tags, source, note,
  source_url, source_author, image_url, version, total_time, yield_text, ingredient_sections, instruction_sections`;
const select = `select ${columns} from recipes`;

export function toRecipe(row: RecipeRow, stock: StockIndex): Recipe {
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
    sourceUrl: row.source_url,
    sourceAuthor: row.source_author,
    imageUrl: row.image_url,
    ingredientMatches: ingredientMatchesOf(row.ingredients, row.servings, stock),
    version: row.version,
    totalTime: row.total_time,
    yieldText: row.yield_text,
    ingredientSections: sectionsOf(row.ingredient_sections),
    instructionSections: sectionsOf(row.instruction_sections),
  };
}

/**
 * A recipe's ingredientMatches at its own servings (4 when it does not say): by the allocation Cook
 * runs, so a row is enough exactly when cooking it lacks nothing for that line. Each row carries
 * the lots the card needs to redo this at any servings it offers (not every lot the line matched:
 * issue 18). Pass an index of the lots when matching many recipes against one inventory.
 */
export function ingredientMatchesOf(ingredients: readonly string[], servings: number | null, stock: StockIndex | readonly StockLot[]): Recipe['ingredientMatches'] {
  const base = servings && servings > 0 ? servings : DEFAULT_RECIPE_SERVINGS;
  return recipeCardRows(ingredients, base, limits.servingsScaler.max, stock);
}

/**
 * The household's recipe rows, newest first. Their ingredientMatches need the inventory's lots,
 * asked on the bus by application/recipes.ts (issue 34: database/ never calls the buses).
 */
export async function recipeRows(em: SqlEntityManager, householdId: string, ids?: readonly string[]): Promise<RecipeRow[]> {
  const params: unknown[] = [householdId];
  let filter = '';
  if (ids) {
    if (ids.length === 0) return [];
    filter = ` and id in (${ids.map(() => '?').join(', ')})`;
    params.push(...ids);
  }
  return em.execute<RecipeRow[]>(`${select} where household_id = ?${filter} order by created_at desc, id desc`, params);
}

/**
 * One page of the cookbook's rows in the list's order (newest first, then id): the rows after
 * `after` by keyset, so a page costs the same however deep it is and rows added meanwhile never
 * shift it. One row more than asked tells whether another page follows.
 */
export async function recipePageRows(em: SqlEntityManager, householdId: string, limit: number, after?: TimeCursor): Promise<{ rows: RecipeRow[]; next: string | null }> {
  const params: unknown[] = [householdId];
  let keyset = '';
  if (after) {
    // the cursor's time is whole microseconds since 1970: an interval of them is exact, a float is not
    keyset = ` and (created_at, id) < (timestamptz 'epoch' + (? || ' microseconds')::interval, ?::uuid)`;
    params.push(after.micros, after.id);
  }
  const rows = await em.execute<(RecipeRow & { sort_micros: string })[]>(
    `select ${columns}, (extract(epoch from created_at) * 1000000)::bigint::text as sort_micros from recipes
     where household_id = ?${keyset} order by created_at desc, id desc limit ?`,
    [...params, limit + 1],
  );
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return { rows: pageRows, next: more && last ? encodeCursor(timeCursorParts({ micros: last.sort_micros, id: last.id })) : null };
}
