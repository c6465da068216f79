/** The recipe linter and the food-role table it reasons with. */
export * from './food-roles.js';
export * from './lint-recipe.js';
export * from './avoided-lines.js';
