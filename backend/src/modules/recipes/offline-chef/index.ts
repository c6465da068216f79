/**
 * The offline chef's recipe engine: pure TypeScript, no Nest, no database, no I/O.
 *
 *   const recipe = generateOfflineRecipe(body, { inventory, allergens, dietaryRestrictions, foodsToAvoid, today, recentRecipes });
 *
 * `body` is either POST /api/recipes/generate body of spec 000 §7; `recipe` maps onto the spec 001
 * §3 recipe (title, prepTime, cookTime, servings, ingredients, instructions, usedIngredients,
 * missingIngredients) plus what the chef knows about it.
 */
export { recipeBook } from './book/index.js';
export { generateFromRequest, generateOfflineRecipe, generateWithAlternatives, type OfflineAlternative } from './generate.js';
export { OfflineChefError, type OfflineChefFailure } from './errors.js';
export { DEFAULT_MAX_COOKING_TIME, TIME_WINDOWS, normalizeRequest } from './request.js';
export { TEMPLATES } from './templates/index.js';
export {
  ALLERGENS,
  CUISINES,
  DIET_TAGS,
  type Allergen,
  type BookRecipe,
  type ChefInventoryItem,
  type ChefRequest,
  type Cuisine,
  type CustomRecipeRequest,
  type DietTag,
  type OfflineChefContext,
  type OfflineRecipe,
  type OfflineRecipeRequest,
  type RecentRecipe,
  type RecipeSourceKind,
  type SmartRecipeRequest,
} from './types.js';
