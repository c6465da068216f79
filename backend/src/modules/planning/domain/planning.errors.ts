import { DomainError, NotFoundError } from '../../../platform/errors/domain-error.js';

export const shoppingItemNotFound = () => new NotFoundError('Shopping list item not found');
export const mealPlanNotFound = () => new NotFoundError('Meal plan not found');
export const recipeNotFound = () => new NotFoundError('Recipe not found');

export class NoStorageLocationError extends DomainError {
  constructor() {
    super('CONFLICT', 'Add a storage location before putting groceries away');
  }
}
