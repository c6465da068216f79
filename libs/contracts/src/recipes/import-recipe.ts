import { z } from 'zod';
import { cookbookRecipeText, type CreateRecipeBody, ingredientMatch, recipeWarning } from './recipe.js';
import { recipeSection } from './recipe-sections.js';

/** Bounds of `POST /api/recipes/import` (the JSON body parser stops at 1 MB before these apply). */
export const importLimits = {
  urlLength: 2048,
  // the paste route reads up to 5 MB (issue 30); characters are never more than bytes
  htmlLength: 5 * 1024 * 1024,
  textLength: 50_000,
} as const;

export const importMessages = {
  exactlyOne: 'Send exactly one of url, html or text',
  noRecipe: 'No recipe found on the page',
  noIngredients: 'The recipe has no ingredients',
  noTitle: 'The recipe has no title',
  noInstructions: 'The recipe has no steps',
} as const;

const httpUrlMessage = 'must be an http:// or https:// URL';

/** An absolute http(s) URL, as typed or pasted. */
export const httpUrlText = (max: number) =>
  z
    .string({ error: httpUrlMessage })
    .trim()
    .min(1, httpUrlMessage)
    .max(max, `must be at most ${max} characters`)
    .pipe(z.url({ protocol: /^https?$/, error: httpUrlMessage }));

/**
 * `POST /api/recipes/import`: a web page by its URL, a page's source pasted (with the URL it came
 * from, for attribution and relative links), or a recipe typed or pasted as plain text.
 */
export const importRecipeBody = z
  .object({
    url: httpUrlText(importLimits.urlLength).optional(),
    html: z
      .string({ error: 'must be the page source as text' })
      .max(importLimits.htmlLength, `must be at most ${importLimits.htmlLength} characters`)
      .refine((value) => value.trim() !== '', 'must not be blank')
      .optional(),
    text: z
      .string({ error: 'must be the recipe as text' })
      .max(importLimits.textLength, `must be at most ${importLimits.textLength} characters`)
      .refine((value) => value.trim() !== '', 'must not be blank')
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const has = (value: unknown) => value !== undefined;
    const one = has(body.text) ? !has(body.html) && !has(body.url) : has(body.html) || has(body.url);
    if (!one) ctx.addIssue({ code: 'custom', path: [], message: importMessages.exactlyOne });
  })
  .meta({ minProperties: 1 });
export type ImportRecipeBody = z.input<typeof importRecipeBody>;

/**
 * The answer of `POST /api/recipes/import`: a recipe as the cookbook would show it, not stored yet.
 * Its fields fit `POST /api/recipes` as they are, so the review step saves it with one call.
 */
export const importedRecipe = z.object({
  ...cookbookRecipeText,
  cuisine: z.string().nullable(),
  /** schema.org recipeCategory and keywords, as the page gave them. */
  category: z.string().nullable(),
  keywords: z.array(z.string()),
  /** schema.org nutrition, label → value as written ("calories" → "320 kcal"). */
  nutrition: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  sourceAuthor: z.string().nullable(),
  /** Where the recipe was read from. */
  foundIn: z.enum(['json-ld', 'microdata', 'text', 'model']),
  ingredientMatches: z.array(ingredientMatch),
  /** Issue 30: as the page writes them ("1 hr 10 min", "1 loaf"); absent or null when it does not say. */
  totalTime: z.string().nullish(),
  yieldText: z.string().nullish(),
  /** The page's headings over its ingredients and steps (absent: none). */
  ingredientSections: z.array(recipeSection).optional(),
  instructionSections: z.array(recipeSection).optional(),
  /** Lines the household avoids or is allergic to (absent: none). */
  warnings: z.array(recipeWarning).optional(),
});
export type ImportedRecipe = z.infer<typeof importedRecipe>;

/** The reviewed import as `POST /api/recipes` takes it, attribution included (the web review and the MCP tool). */
export function savableImportedRecipe(recipe: ImportedRecipe): CreateRecipeBody {
  return {
    title: recipe.title,
    description: recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    cuisine: recipe.cuisine,
    // issue 30's fields only when the page gave them, so older answers save as before
    ...(recipe.totalTime ? { totalTime: recipe.totalTime } : {}),
    ...(recipe.yieldText ? { yieldText: recipe.yieldText } : {}),
    ...(recipe.ingredientSections?.length ? { ingredientSections: recipe.ingredientSections } : {}),
    ...(recipe.instructionSections?.length ? { instructionSections: recipe.instructionSections } : {}),
    sourceUrl: recipe.sourceUrl,
    sourceAuthor: recipe.sourceAuthor,
    imageUrl: recipe.imageUrl,
  };
}
