import { z } from 'zod';
import { nothingToChangeMessage } from '../patch-body.js';
import { durationText, nameText } from '../text-fields.js';
import { uploadIdFromUrl } from '../uploads/uploads.js';
import { checkSections, recipeSection, recipeSections } from './recipe-sections.js';
import { cuisineTypes, limits, recipeDifficulties, recipeMealTypes, timeConstraints } from '../constants.js';

/** One entry of a recipe's ingredientMatches (spec 001 §3); percentageAvailable -1 means unit mismatch. */
export const ingredientMatch = z.object({
  ingredientName: z.string(),
  hasEnough: z.boolean(),
  percentageAvailable: z.number(),
  shortage: z.object({ quantity: z.number(), unit: z.string().nullable() }).nullable(),
  availableQuantity: z.number(),
  availableUnit: z.string().nullable(),
  /**
   * The household's lots this line matched (id, what it holds, its unit), in the order Cook uses
   * them: enough for the card to redo the availability at other servings with libs/kitchen's
   * `recipeAvailabilityFromRows` and get what Cook would find (issue 16).
   */
  lots: z.array(z.object({ id: z.string(), quantity: z.number(), unit: z.string() })).optional(),
});
export type IngredientMatchRow = z.infer<typeof ingredientMatch>;

export const recipeSources = ['offline', 'ai', 'user'] as const;

/** The text of a recipe as the cookbook stores it: what the cookbook row, an imported page and an archived recipe share. */
export const cookbookRecipeText = {
  title: z.string(),
  description: z.string().nullable(),
  /** Minutes, as text (spec 001 §3 keeps it open). */
  prepTime: z.string().nullable(),
  cookTime: z.string().nullable(),
  servings: z.number().nullable(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
};

/** `GET /api/recipes` row and every `recipe:*` payload. */
export const recipe = z.object({
  id: z.string(),
  householdId: z.string(),
  userId: z.string().nullable(),
  ...cookbookRecipeText,
  usedIngredients: z.array(z.string()),
  missingIngredients: z.array(z.string()),
  createdAt: z.string(),
  isFavorite: z.boolean(),
  rating: z.number().nullable(),
  cuisine: z.string().nullable(),
  mealType: z.string().nullable(),
  difficulty: z.string().nullable(),
  dietTags: z.array(z.string()),
  source: z.enum(recipeSources),
  /** Why the chef chose it (generated recipes). */
  note: z.string().nullable(),
  /** Where an imported recipe came from and who wrote it (attribution); null for the household's own. */
  sourceUrl: z.string().nullish(),
  sourceAuthor: z.string().nullish(),
  /** The imported page's picture, as its URL. */
  imageUrl: z.string().nullish(),
  ingredientMatches: z.array(ingredientMatch),
  /** Starts at 1, one more per edit (issue 30); `PATCH` with another `version` answers 409 with this recipe. */
  version: z.number(),
  /** As written ("1 hr 10 min"); prep and cook need not add up to it. */
  totalTime: z.string().nullable(),
  /** What it makes, as written ("3 to 4 servings", "1 loaf"); `servings` stays the number scaling uses. */
  yieldText: z.string().nullable(),
  /** Headings over `ingredients` and `instructions`: each applies from its line `from` to the next heading. */
  ingredientSections: z.array(recipeSection),
  instructionSections: z.array(recipeSection),
});
export type Recipe = z.infer<typeof recipe>;

/** A line of a saved or imported recipe the household avoids or is allergic to: shown, never refused. */
export const recipeWarning = z.object({
  /** The ingredient line as written. */
  line: z.string(),
  /** "Contains cilantro, which your household avoids". */
  message: z.string(),
});
export type RecipeWarning = z.infer<typeof recipeWarning>;

/** The answer of `POST /api/recipes` and `PATCH /api/recipes/:id`: the recipe and its warnings (the socket payload has none). */
export const savedRecipe = recipe.extend({ warnings: z.array(recipeWarning) });
export type SavedRecipe = z.infer<typeof savedRecipe>;

const itemName = z.string().trim().min(1).max(120);
// beyond 2^53 a JSON number has already been rounded: refuse it rather than cook with it
const quantityLike = z.union([z.string().max(40), z.number().max(Number.MAX_SAFE_INTEGER, 'must be at most 9007199254740991')]).nullish();

/**
 * `POST /api/recipes/generate`: the smart body and the customized body of spec 000 §7 in one
 * schema (every field optional; the chef applies the defaults of spec 000 §9).
 */
export const generateRecipeBody = z.object({
  onlyUseOnHand: z.boolean().optional(),
  prioritizeExpiring: z.boolean().optional(),
  servings: z.number().int('must be a whole number').min(1, 'must be at least 1').max(limits.servingsScaler.max, `must be at most ${limits.servingsScaler.max}`).optional(),
  maxCookingTime: z.union([z.number().int().min(1).max(1440), z.string().regex(/^\d{1,4}$/, 'must be a number of minutes')]).optional(),
  expiringItems: z
    .array(z.object({ name: itemName, quantity: quantityLike, unit: z.string().max(30).nullish(), daysUntilExpiration: z.number().nullish() }))
    .max(200)
    .optional(),
  abundantItems: z.array(z.object({ name: itemName, quantity: quantityLike, unit: z.string().max(30).nullish() })).max(200).optional(),
  cuisineType: z.enum(cuisineTypes).nullish(),
  dietaryRestrictions: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
  timeConstraint: z.enum(timeConstraints).optional(),
  difficulty: z.enum(recipeDifficulties).optional(),
  mealType: z.enum(recipeMealTypes).optional(),
  creativity: z.number().int('must be a whole number').min(limits.creativity.min).max(limits.creativity.max).optional(),
});
export type GenerateRecipeBody = z.input<typeof generateRecipeBody>;

const webAddress = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }));

const lines = (max: number) => z.array(z.string().trim().min(1, 'must not be blank').max(500)).min(1, 'Add at least one line').max(max);
const minutes = durationText({ maxMinutes: 1440, maxLength: 20 }).nullish();
/** Total time as written: a week of minutes, or text such as "1 hr 30 min plus overnight". */
const totalTime = durationText({ maxMinutes: 10080, maxLength: 60 }).nullish();
/** What a recipe makes, as written: blank means none. */
const yieldText = nameText(100)
  .nullish()
  .or(z.literal('').transform(() => null));

/** The fields a cook types, shared by create and edit. */
const recipeFields = {
  title: nameText(200),
  description: z.string().trim().max(1000).nullish(),
  prepTime: minutes,
  cookTime: minutes,
  totalTime,
  servings: z.number().int().min(1).max(100).nullish(),
  yieldText,
  ingredients: lines(100),
  instructions: lines(100),
  ingredientSections: recipeSections,
  instructionSections: recipeSections,
  cuisine: z.string().trim().max(40).nullish(),
  mealType: z.enum(recipeMealTypes).nullish(),
  imageUrl: webAddress.nullish(),
};

/** `POST /api/recipes`: a recipe typed in by the cook. */
export const createRecipeBody = z
  .object({
    ...recipeFields,
    ingredientSections: recipeSections.optional(),
    instructionSections: recipeSections.optional(),
    /** Attribution of an imported recipe (`POST /api/recipes/import` answers them). */
    sourceUrl: webAddress.nullish(),
    sourceAuthor: z.string().trim().max(200).nullish(),
  })
  .superRefine((body, ctx) => {
    checkSections(ctx, 'ingredientSections', body.ingredientSections, body.ingredients.length);
    checkSections(ctx, 'instructionSections', body.instructionSections, body.instructions.length);
  });
export type CreateRecipeBody = z.input<typeof createRecipeBody>;

/**
 * `PATCH /api/recipes/:id` (spec 001 §7: isFavorite or rating; and, issue 30, any field the cook
 * types). `version`, when sent, must be the stored one or nothing is saved (409 with `current`).
 * Sections sent without their list are checked against the stored list by the server.
 */
export const updateRecipeBody = z
  .object({
    version: z.number({ error: 'must be the version you read' }).int('must be a whole number').min(1, 'must be at least 1').optional(),
    isFavorite: z.boolean().optional(),
    rating: z.number().int('must be a whole number').min(1, 'must be at least 1').max(5, 'must be at most 5').nullable().optional(),
    title: recipeFields.title.optional(),
    description: recipeFields.description,
    prepTime: recipeFields.prepTime,
    cookTime: recipeFields.cookTime,
    totalTime: recipeFields.totalTime,
    servings: z.number().int().min(1).max(100).nullable().optional(),
    yieldText: recipeFields.yieldText,
    ingredients: recipeFields.ingredients.optional(),
    instructions: recipeFields.instructions.optional(),
    ingredientSections: recipeSections.optional(),
    instructionSections: recipeSections.optional(),
    /** The cook's own note (the chef's reason, for a generated recipe, until the cook changes it). */
    note: z.string().trim().max(2000).nullish(),
    /** A photo: an uploaded picture's `/objects/uploads/{id}` (`POST /api/objects/upload`) or a web address; null removes it. */
    imageUrl: z
      .string()
      .trim()
      .max(2048, 'must be at most 2048 characters')
      .refine((url) => uploadIdFromUrl(url) !== null || /^https?:\/\/[^\s/]+\S*$/i.test(url), 'must be an uploaded photo or an http:// or https:// URL')
      .nullish(),
    cuisine: recipeFields.cuisine,
    mealType: recipeFields.mealType,
  })
  .superRefine((body, ctx) => {
    if (!Object.entries(body).some(([key, value]) => key !== 'version' && value !== undefined)) ctx.addIssue({ code: 'custom', path: [], message: nothingToChangeMessage });
    checkSections(ctx, 'ingredientSections', body.ingredientSections, body.ingredients?.length);
    checkSections(ctx, 'instructionSections', body.instructionSections, body.instructions?.length);
  })
  .meta({ minProperties: 1 });
export type UpdateRecipeBody = z.input<typeof updateRecipeBody>;
