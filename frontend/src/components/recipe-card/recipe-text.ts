/** Strings of the recipe card and its dialogs (spec 001 §2, §8). Exact text is normative. */
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
  noMissing: 'No missing ingredients',
  noMissingDescription: 'All ingredients are available in your inventory',
  addedToList: 'Added to shopping list',
  addedToListDescription: (n: number) => `Added ${n} item(s) to your shopping list`,
  addToListFailed: 'Failed to add items to shopping list',
  scheduleSubtitle: 'Add this recipe to your meal plan calendar',
  pickDate: 'Pick a date',
  notesPlaceholder: 'Add any notes or modifications...',
  scheduleMeal: 'Schedule Meal',
  scheduling: 'Scheduling...',
  selectDate: 'Please select a date',
  scheduled: 'Meal scheduled',
  scheduledDescription: (title: string, mealType: string, date: string) => `${title} scheduled for ${mealType} on ${date}`,
  scheduleFailed: 'Error scheduling meal',
  scheduledOffline: 'Scheduled when you are back online',
  scheduledOfflineDescription: (title: string, mealType: string, date: string) =>
    `${title} for ${mealType} on ${date} is saved on this device and sent when you reconnect`,
} as const;

/** '25' → '25 min'; text that is not a bare number is shown as written. */
export function formatMinutes(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  return /^\d+$/.test(value.trim()) ? `${value.trim()} min` : value;
}
