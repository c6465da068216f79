/** The codes of the cook-sessions module's refusals (docs/api-errors.md has each one's status). */
export const cookSessionsErrorCodes = [
  'cook-sessions.session-not-found',
  'cook-sessions.already-cooking',
  'cook-sessions.stale-version',
  'cook-sessions.step-out-of-range',
  'cook-sessions.timer-not-found',
  'cook-sessions.recipe-has-no-steps',
  'cook-sessions.meal-plan-not-found',
  'cook-sessions.meal-plan-of-another-recipe',
] as const satisfies readonly `cook-sessions.${string}`[];
export type CookSessionsErrorCode = (typeof cookSessionsErrorCodes)[number];
