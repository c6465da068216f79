import { archiveLimits } from '@sous/contracts';
import { cleanLine, isObject } from '../../import/schema-org-values.js';
import type { FoundRecipe, ReadContext } from './found-recipe.js';

type Json = Record<string, unknown>;

/** A Paprika recipe (each `.paprikarecipe` of a `.paprikarecipes` export is one, gzip'd): ingredients and directions are texts. */
export function isPaprikaRecipe(value: unknown): value is Json {
  return isObject(value) && !('@type' in value) && typeof value.name === 'string' && typeof value.ingredients === 'string' && 'directions' in value;
}

const base64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/**
 * The photo Paprika embeds as base64 `photo_data`, decoded only when wanted and only within the
 * photo bound (the decoded size is known from the text's length before decoding).
 */
function embeddedPhoto(recipe: Json, ref: string, context: ReadContext): boolean {
  const data = recipe.photo_data;
  if (typeof data !== 'string' || data.length === 0 || !base64.test(data.slice(0, 4096))) return false;
  if (Math.floor((data.length * 3) / 4) > archiveLimits.imageBytes + 4) return false;
  if (context.wantImage(ref)) {
    const bytes = Buffer.from(data, 'base64');
    context.budget.spend(bytes.length);
    context.embedded.set(ref, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return true;
}

export function paprikaRecipe(recipe: Json, entry: string, context: ReadContext): FoundRecipe {
  const categories = Array.isArray(recipe.categories) ? recipe.categories.map(cleanLine).filter((c): c is string => c !== null) : [];
  const object: Json = {
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    recipeYield: recipe.servings,
    prepTime: recipe.prep_time,
    cookTime: recipe.cook_time,
    totalTime: recipe.total_time,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: typeof recipe.directions === 'string' ? recipe.directions : '',
    recipeCategory: categories,
    keywords: categories,
    url: recipe.source_url,
    // Paprika keeps the page the photo came from too; a link is kept as a link, never fetched
    image: recipe.image_url,
  };
  const ref = `${entry}#photo`;
  return { object, image: embeddedPhoto(recipe, ref, context) ? ref : null };
}
