import type { Recipe } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

export const recipeNotFound = () => new NotFoundError('recipes.recipe-not-found', 'Recipe not found');

/** An edit made over an older `version`: nothing was saved; `current` is the recipe as stored, to show and offer "use mine". */
export class StaleRecipeError extends DomainError {
  constructor(current: Recipe) {
    super('CONFLICT', 'recipes.stale-version', 'This recipe was changed on another device. Reload it and try again.', { current });
  }
}

/** Sections sent without their list that do not fit the stored one; the message names the field as a 400 does. */
export class InvalidSectionsError extends DomainError {
  constructor(field: 'ingredientSections' | 'instructionSections', index: number, message: string) {
    super('VALIDATION', 'recipes.invalid-sections', `${field}.${index}.from: ${message}`);
  }
}
