/** The codes of the planning module's refusals (docs/api-errors.md has each one's status). */
export const planningErrorCodes = [
  'planning.meal-plan-not-found',
  'planning.shopping-item-not-found',
  'planning.recipe-not-found',
  'planning.leftover-not-found',
  'planning.calendar-feed-not-found',
  'planning.already-cooked',
  'planning.no-storage-location',
  'planning.leftover-of-another-recipe',
  'planning.leftover-kept-in-leftover',
] as const satisfies readonly `planning.${string}`[];
export type PlanningErrorCode = (typeof planningErrorCodes)[number];
