import { NotFoundError } from '../../../platform/errors/domain-error.js';

export const recipeNotFound = () => new NotFoundError('Recipe not found');
