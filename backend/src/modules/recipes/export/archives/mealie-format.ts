import { asArray, cleanLine, cleanText, isObject } from '../../import/schema-org-values.js';
import { ingredientLine as ingredientText } from './amounts.js';
import { folderOf, type FoundRecipe, groupedBySection, photoIn, type ReadContext, stepsUnderSections } from './found-recipe.js';

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
 * quantity, unit, food and note put together; its `title`, when it has one, heads a section from it on.
 */
function ingredientLine(value: unknown): { text: string | null; title: string | null } {
  if (!isObject(value)) return { text: cleanText(value), title: null };
  const quantity = typeof value.quantity === 'number' && !value.disable_amount && !value.disableAmount ? value.quantity : null;
  const composed = ingredientText(quantity, nameOf(value.unit), nameOf(value.food), cleanLine(value.note));
  return { text: cleanLine(value.display) ?? cleanLine(value.originalText ?? value.original_text) ?? composed, title: titleOf(value) };
}

const titleOf = (value: Json) => cleanLine(value.title)?.replace(/[:：]+$/u, '').trim() || null;

/** Lines under the titles Mealie gives: a title opens a section that runs until the next one. */
function underTitles(items: readonly { text: string | null; title: string | null }[]): { text: string; section: string | null }[] {
  let section: string | null = null;
  const lines: { text: string; section: string | null }[] = [];
  for (const item of items) {
    if (item.title) section = item.title;
    if (item.text) lines.push({ text: item.text, section });
  }
  return lines;
}

export function mealieRecipe(recipe: Json, entry: string, context: ReadContext): FoundRecipe {
  const folder = folderOf(entry);
  const ingredients = underTitles(asArray(field(recipe, 'recipeIngredient', 'recipe_ingredient')).map(ingredientLine));
  const steps = underTitles(
    asArray(field(recipe, 'recipeInstructions', 'recipe_instructions')).map((step) => (isObject(step) ? { text: cleanText(step.text), title: titleOf(step) } : { text: cleanText(step), title: null })),
  );
  const servings = field(recipe, 'recipeServings', 'recipe_servings');
  const object: Json = {
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    // the number Mealie scales by beside the yield as written ("8 slices")
    recipeYield: [typeof servings === 'number' && servings > 0 ? servings : null, field(recipe, 'recipeYield', 'recipe_yield')].filter((value) => value !== null && value !== undefined && value !== ''),
    prepTime: field(recipe, 'prepTime', 'prep_time'),
    cookTime: field(recipe, 'performTime', 'perform_time') ?? field(recipe, 'cookTime', 'cook_time'),
    totalTime: field(recipe, 'totalTime', 'total_time'),
    recipeIngredient: ingredients.map((line) => line.text),
    recipeInstructions: stepsUnderSections(steps),
    recipeCategory: names(field(recipe, 'recipeCategory', 'recipe_category')),
    keywords: names(recipe.tags),
    url: field(recipe, 'orgURL', 'org_url'),
  };
  // Mealie keeps the photo beside the JSON as images/original.<ext>, with smaller copies
  return { object, image: photoIn(context.images, `${folder}images/`, ['original', 'min-original']), ingredientSections: groupedBySection(ingredients) };
}
