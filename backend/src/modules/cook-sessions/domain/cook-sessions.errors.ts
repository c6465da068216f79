import type { CookSession } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

export const cookSessionNotFound = () => new NotFoundError('cook-sessions.session-not-found', 'Cook session not found');

/** A second start while one runs: the answer carries the running one so the device can join it or end it. */
export const alreadyCooking = (current: CookSession) =>
  new DomainError('CONFLICT', 'cook-sessions.already-cooking', `The household is already cooking ${current.recipeTitle}. Join it or end it first.`, { current });

export const staleCookSession = (current: CookSession) =>
  new DomainError('CONFLICT', 'cook-sessions.stale-version', 'Another device moved this cook session on. It now shows the current step.', { current });

export const stepOutOfRange = (stepCount: number) =>
  new DomainError('VALIDATION', 'cook-sessions.step-out-of-range', `step: must be less than ${stepCount}, the number of steps`);

export const timerNotFound = (index: number) => new DomainError('VALIDATION', 'cook-sessions.timer-not-found', `timers.${index}.id: must be a timer of this session`);

export const recipeHasNoSteps = () => new DomainError('VALIDATION', 'cook-sessions.recipe-has-no-steps', 'recipeId: the recipe has no steps to cook');

export const mealPlanNotFound = () => new NotFoundError('cook-sessions.meal-plan-not-found', 'Meal plan not found');

export const mealPlanOfAnotherRecipe = () =>
  new DomainError('VALIDATION', 'cook-sessions.meal-plan-of-another-recipe', 'mealPlanId: must be a planned meal of this recipe');
