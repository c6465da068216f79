/** The codes of the recipes module's refusals (docs/api-errors.md has each one's status). */
export const recipesErrorCodes = [
  'recipes.recipe-not-found',
  'recipes.stale-version',
  'recipes.invalid-sections',
  'recipes.import-address-refused',
  'recipes.import-failed',
  'recipes.archive-too-large',
  'recipes.archive-unreadable',
  'recipes.archive-entry-unknown',
  'recipes.cookbook-too-large',
  'recipes.offline-chef-empty-inventory',
  'recipes.offline-chef-everything-excluded',
  'recipes.offline-chef-nothing-cookable',
] as const satisfies readonly `recipes.${string}`[];
export type RecipesErrorCode = (typeof recipesErrorCodes)[number];
