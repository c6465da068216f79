import { asArray, cleanLine, cleanText, isObject } from '../../import/schema-org-values.js';
import { ingredientLine } from './amounts.js';
import { folderOf, type FoundRecipe, photoIn, type ReadContext } from './found-recipe.js';

type Json = Record<string, unknown>;

const field = (recipe: Json, camel: string, snake: string): unknown => recipe[camel] ?? recipe[snake];
const nameOf = (value: unknown): string | null => (isObject(value) ? cleanLine(value.name) : cleanLine(value));
const names = (value: unknown): string[] => asArray(value).map(nameOf).filter((name): name is string => name !== null);

/**
 * A Mealie recipe JSON, as Mealie's export writes one per recipe folder
 * (`recipes/<slug>/<slug>.json`): camelCase since v1, snake_case before. Not schema.org, but
 * close: `recipeIngredient`, `recipeInstructions`, `recipeYield`, times, `orgURL`.
 */
export function isMealieRecipe(value: unknown): value is Json {
  if (!isObject(value) || '@type' in value || typeof value.name !== 'string') return false;
  return Array.isArray(field(value, 'recipeIngredient', 'recipe_ingredient')) || Array.isArray(field(value, 'recipeInstructions', 'recipe_instructions'));
}

/**
 * An ingredient line: `display` (Mealie's own rendering) or the text it was parsed from, else
 * quantity, unit, food and note put together; a titled ingredient opens a section ("Sauce:").
 */
function ingredientLines(value: unknown): string[] {
  if (!isObject(value)) {
    const line = cleanText(value);
    return line ? [line] : [];
  }
  const lines: string[] = [];
  const title = cleanLine(value.title);
  if (title) lines.push(`${title.replace(/:$/, '')}:`);
  const quantity = typeof value.quantity === 'number' && !value.disable_amount && !value.disableAmount ? value.quantity : null;
  const composed = ingredientLine(quantity, nameOf(value.unit), nameOf(value.food), cleanLine(value.note));
  const line = cleanLine(value.display) ?? cleanLine(value.originalText ?? value.original_text) ?? composed;
  if (line) lines.push(line);
  return lines;
}

/** A step's text, its title leading it ("Cooking: …"). */
function stepText(value: unknown): string | null {
  if (!isObject(value)) return cleanText(value);
  const text = cleanText(value.text);
  const title = cleanLine(value.title);
  if (!text) return null;
  return title ? `${title.replace(/:$/, '')}: ${text}` : text;
}

export function mealieRecipe(recipe: Json, entry: string, context: ReadContext): FoundRecipe {
  const folder = folderOf(entry);
  const object: Json = {
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    recipeYield: field(recipe, 'recipeYield', 'recipe_yield') || field(recipe, 'recipeServings', 'recipe_servings'),
    prepTime: field(recipe, 'prepTime', 'prep_time'),
    cookTime: field(recipe, 'performTime', 'perform_time') ?? field(recipe, 'cookTime', 'cook_time'),
    totalTime: field(recipe, 'totalTime', 'total_time'),
    recipeIngredient: asArray(field(recipe, 'recipeIngredient', 'recipe_ingredient')).flatMap(ingredientLines),
    recipeInstructions: asArray(field(recipe, 'recipeInstructions', 'recipe_instructions'))
      .map(stepText)
      .filter((step): step is string => step !== null),
    recipeCategory: names(field(recipe, 'recipeCategory', 'recipe_category')),
    keywords: names(recipe.tags),
    url: field(recipe, 'orgURL', 'org_url'),
  };
  // Mealie keeps the photo beside the JSON as images/original.<ext>, with smaller copies
  return { object, image: photoIn(context.images, `${folder}images/`, ['original', 'min-original']) };
}
