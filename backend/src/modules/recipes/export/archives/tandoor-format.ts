import { asArray, cleanLine, cleanText, isObject } from '../../import/schema-org-values.js';
import { amountText, ingredientLine, minutesDuration } from './amounts.js';
import { folderOf, type FoundRecipe, groupedBySection, photoIn, type ReadContext, stepsUnderSections } from './found-recipe.js';

type Json = Record<string, unknown>;

const nameOf = (value: unknown, plural: boolean): string | null => {
  if (!isObject(value)) return null;
  return (plural ? cleanLine(value.plural_name) : null) ?? cleanLine(value.name);
};

/** A Tandoor `recipe.json` (one per recipe zip of Tandoor's export): a name and `steps`. */
export function isTandoorRecipe(value: unknown): value is Json {
  return isObject(value) && !('@type' in value) && typeof value.name === 'string' && Array.isArray(value.steps);
}

/** "1 1/2 cup doppelbock, cold", or the heading a header row gives ("For the stew"). */
function ingredientText(value: unknown): { text: string | null; header: string | null } {
  if (!isObject(value)) return { text: null, header: null };
  const food = nameOf(value.food, false);
  if (value.is_header === true) return { text: null, header: (food ?? cleanLine(value.note))?.replace(/[:：]+$/u, '').trim() || null };
  const amount = typeof value.amount === 'number' && value.no_amount !== true ? value.amount : null;
  const plural = amount !== null && amount !== 1;
  return { text: ingredientLine(amount, nameOf(value.unit, plural), nameOf(value.food, plural || value.always_use_plural_food === true), cleanLine(value.note)) ?? cleanLine(value.original_text), header: null };
}

/**
 * A Tandoor recipe: its steps in their order, a step's name heading it (and the unnamed steps after
 * it); the ingredients of every step, a header row heading those after it; the servings with their
 * `servings_text` as the yield ("6 bowls"); working time as prep, waiting time as cook.
 */
export function tandoorRecipe(recipe: Json, entry: string, context: ReadContext): FoundRecipe {
  const steps = asArray(recipe.steps)
    .filter(isObject)
    .sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0));
  const instructions: { text: string; section: string | null }[] = [];
  const ingredients: { text: string; section: string | null }[] = [];
  let stepSection: string | null = null;
  let ingredientSection: string | null = null;
  for (const step of steps) {
    stepSection = cleanLine(step.name)?.replace(/[:：]+$/u, '').trim() || stepSection;
    const text = cleanText(step.instruction);
    if (text) instructions.push({ text, section: stepSection });
    for (const row of asArray(step.ingredients)) {
      const { text: line, header } = ingredientText(row);
      if (header) ingredientSection = header;
      if (line) ingredients.push({ text: line, section: ingredientSection });
    }
  }
  const servings = typeof recipe.servings === 'number' && recipe.servings > 0 ? recipe.servings : null;
  const servingsText = cleanLine(recipe.servings_text);
  const object: Json = {
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    recipeYield: servings === null ? undefined : servingsText ? [servings, `${amountText(servings)} ${servingsText}`] : servings,
    // Tandoor's working time is the hands-on part, the waiting time the rest
    prepTime: minutesDuration(recipe.working_time),
    cookTime: minutesDuration(recipe.waiting_time),
    recipeIngredient: ingredients.map((line) => line.text),
    recipeInstructions: stepsUnderSections(instructions),
    keywords: asArray(recipe.keywords)
      .map((keyword) => (isObject(keyword) ? cleanLine(keyword.name) : cleanLine(keyword)))
      .filter((keyword): keyword is string => keyword !== null),
    url: recipe.source_url,
  };
  return { object, image: photoIn(context.images, folderOf(entry), ['image']), ingredientSections: groupedBySection(ingredients) };
}
