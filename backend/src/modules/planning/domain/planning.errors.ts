import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

export const shoppingItemNotFound = () => new NotFoundError('planning.shopping-item-not-found', 'Shopping list item not found');
export const mealPlanNotFound = () => new NotFoundError('planning.meal-plan-not-found', 'Meal plan not found');
export const recipeNotFound = () => new NotFoundError('planning.recipe-not-found', 'Recipe not found');

export class NoStorageLocationError extends DomainError {
  constructor() {
    super('CONFLICT', 'planning.no-storage-location', 'Add a storage location before putting groceries away');
  }
}
