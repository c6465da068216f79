import { NotFoundError } from '#platform/errors/domain-error.js';

export const recipeNotFound = () => new NotFoundError('recipes.recipe-not-found', 'Recipe not found');
