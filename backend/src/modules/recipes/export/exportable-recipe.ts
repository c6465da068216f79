import type { SqlEntityManager } from '@mikro-orm/sql';
import { type RecipeRow, sectionsOf } from '../database/recipe.row.js';

/** What an export writes of a recipe: the cookbook's own fields, without availability or ratings. */
export interface ExportableRecipe {
  id: string;
  title: string;
  description: string | null;
  /** Minutes as text, as stored ("15", or what a cook typed: "1 hour"). */
  prepTime: string | null;
  cookTime: string | null;
  servings: number | null;
  ingredients: string[];
  instructions: string[];
  cuisine: string | null;
  mealType: string | null;
  dietTags: string[];
  sourceUrl: string | null;
  sourceAuthor: string | null;
  imageUrl: string | null;
  createdAt: string;
  /** Issue 30: the total time and yield as written, and the headings over the lists (absent in older callers: none). */
  totalTime?: string | null;
  yieldText?: string | null;
  ingredientSections?: { title: string; from: number }[];
  instructionSections?: { title: string; from: number }[];
}

/** The columns an export selects: recipe rows, diet_tags read defensively (no tags when null). */
type Row = Pick<
  RecipeRow,
  | 'id'
  | 'title'
  | 'description'
  | 'prep_time'
  | 'cook_time'
  | 'servings'
  | 'ingredients'
  | 'instructions'
  | 'cuisine'
  | 'meal_type'
  | 'source_url'
  | 'source_author'
  | 'image_url'
  | 'created_at'
  | 'total_time'
  | 'yield_text'
  | 'ingredient_sections'
  | 'instruction_sections'
> & { diet_tags: string[] | null };

/**
 * The household's recipes as an export writes them, oldest first (an archive reads in the order
 * the cookbook grew), or the one recipe `id` names. A lean select: an export needs no availability.
 */
export async function exportableRecipes(em: SqlEntityManager, householdId: string, id?: string): Promise<ExportableRecipe[]> {
  const rows = await em.execute<Row[]>(
    `select id, title, description, prep_time, cook_time, servings, ingredients, instructions, cuisine, meal_type, diet_tags,
       source_url, source_author, image_url, created_at, total_time, yield_text, ingredient_sections, instruction_sections
     from recipes where household_id = ?${id ? ' and id = ?' : ''} order by created_at, id`,
    id ? [householdId, id] : [householdId],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    ingredients: row.ingredients,
    instructions: row.instructions,
    cuisine: row.cuisine,
    mealType: row.meal_type,
    dietTags: row.diet_tags ?? [],
    sourceUrl: row.source_url,
    sourceAuthor: row.source_author,
    imageUrl: row.image_url,
    createdAt: new Date(row.created_at).toISOString(),
    totalTime: row.total_time,
    yieldText: row.yield_text,
    ingredientSections: sectionsOf(row.ingredient_sections),
    instructionSections: sectionsOf(row.instruction_sections),
  }));
}
