import { asArray, cleanLine, cleanText, isObject } from '../../import/schema-org-values.js';
import { ingredientLine, minutesDuration } from './amounts.js';
import { folderOf, type FoundRecipe, photoIn, type ReadContext } from './found-recipe.js';

type Json = Record<string, unknown>;

const nameOf = (value: unknown, plural: boolean): string | null => {
  if (!isObject(value)) return null;
  return (plural ? cleanLine(value.plural_name) : null) ?? cleanLine(value.name);
};

/** A Tandoor `recipe.json` (one per recipe zip of Tandoor's export): a name and `steps`. */
export function isTandoorRecipe(value: unknown): value is Json {
  return isObject(value) && !('@type' in value) && typeof value.name === 'string' && Array.isArray(value.steps);
}

/** "1 1/2 cup doppelbock, cold": a header ingredient opens a section ("Sauce:"). */
function ingredientText(value: unknown): string | null {
  if (!isObject(value)) return null;
  const food = nameOf(value.food, false);
  if (value.is_header === true) {
    const title = food ?? cleanLine(value.note);
    return title ? `${title.replace(/:$/, '')}:` : null;
  }
  const amount = typeof value.amount === 'number' && value.no_amount !== true ? value.amount : null;
  const plural = amount !== null && amount !== 1;
  return ingredientLine(amount, nameOf(value.unit, plural), nameOf(value.food, plural || value.always_use_plural_food === true), cleanLine(value.note)) ?? cleanLine(value.original_text);
}

export function tandoorRecipe(recipe: Json, entry: string, context: ReadContext): FoundRecipe {
  const steps = asArray(recipe.steps)
    .filter(isObject)
    .sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0));
  const instructions: string[] = [];
  for (const step of steps) {
    const text = cleanText(step.instruction);
    if (!text) continue;
    const title = cleanLine(step.name);
    instructions.push(title ? `${title.replace(/:$/, '')}: ${text}` : text);
  }
  const object: Json = {
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    recipeYield: typeof recipe.servings === 'number' && recipe.servings > 0 ? recipe.servings : undefined,
    // Tandoor's working time is the hands-on part, the waiting time the rest
    prepTime: minutesDuration(recipe.working_time),
    cookTime: minutesDuration(recipe.waiting_time),
    recipeIngredient: steps.flatMap((step) => asArray(step.ingredients).map(ingredientText)).filter((line): line is string => line !== null),
    recipeInstructions: instructions,
    keywords: asArray(recipe.keywords)
      .map((keyword) => (isObject(keyword) ? cleanLine(keyword.name) : cleanLine(keyword)))
      .filter((keyword): keyword is string => keyword !== null),
    url: recipe.source_url,
  };
  return { object, image: photoIn(context.images, folderOf(entry), ['image']) };
}
