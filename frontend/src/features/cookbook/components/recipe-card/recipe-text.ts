/**
 * Strings of the recipe card (spec 001 §2, §8). Exact text is normative. The lent actions bring
 * their own (Schedule: the planner's dialog; Add to List: app/pages/cookbook-route.tsx).
 */
export const recipeCardText = {
  allAvailable: 'All ingredients available',
  missing: (n: number) => `${n} missing`,
  availableOf: (x: number, y: number) => `${x}/${y} available`,
  steps: (n: number) => `${n} ${n === 1 ? 'step' : 'steps'}`,
  thanksForRating: 'Thanks for rating!',
  updateErrorTitle: 'Error',
  updateErrorDescription: 'Failed to update recipe',
  availabilityUpdated: 'Availability Updated',
  availabilityUpdatedDescription: 'Ingredient availability has been refreshed',
  availabilityFailed: 'Failed to refresh availability',
} as const;

/** '25' → '25 min'; text that is not a bare number is shown as written. */
export function formatMinutes(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  return /^\d+$/.test(value.trim()) ? `${value.trim()} min` : value;
}
