/** Cook mode (issue 35): a recipe's steps made ready for the stove: timers, scaled amounts, ingredients per step. */
export { findStepTimers } from './step-timers.js';
export type { StepTimer } from './step-timers.js';
export { scaleStepText } from './scale-step.js';
export type { ScaledStep, ScaledStepAmount } from './scale-step.js';
export { matchStepIngredients, ingredientFoodWords } from './step-ingredients.js';
export { cookSteps } from './cook-plan.js';
export type { CookStep, CookStepIngredient, CookableRecipe } from './cook-plan.js';
export { applyTimerAction, secondsLeft, timerDone } from './cook-timer.js';
export type { CountdownTimer, TimerAction, TimerState } from './cook-timer.js';
