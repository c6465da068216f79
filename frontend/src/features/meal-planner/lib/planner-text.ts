import { messages, type MealPlan } from '@sous/contracts';

type MealType = MealPlan['mealType'];

/**
 * Text of the meal planner. Strings of spec 001 (§2 Schedule Meal dialog, §5, §8) are verbatim;
 * the rest is ours, since the spec does not show the page.
 */
export const plannerText = {
  description: "Plan the week's meals",
  planMeal: 'Plan a meal',
  mealTypes: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } satisfies Record<MealType, string>,
  // Navigation
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  today: 'Today',
  thisWeek: 'This week',
  weekOf: (range: string) => `Week of ${range}`,
  dayPicker: 'Day of the week',
  monthOverview: 'Month overview',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  statPlanned: 'Meals planned',
  statCooked: 'Cooked',
  statMissing: 'Ingredients to buy',
  plannedCount: (n: number) => `${n} ${n === 1 ? 'meal' : 'meals'} planned`,
  weekSummary: (planned: number, cooked: number) =>
    planned === 0 ? 'Nothing planned this week yet' : `${planned} ${planned === 1 ? 'meal' : 'meals'} planned · ${cooked} cooked`,
  // Slots and cards
  addMeal: 'Add',
  addMealTo: (mealType: string, day: string) => `Add ${mealType.toLowerCase()} on ${day}`,
  mealActions: (title: string) => `Actions for ${title}`,
  available: (available: number, total: number) => `${available}/${total} available`,
  availableLong: (available: number, total: number) => `${available} of ${total} ingredients available`,
  servings: (n: number) => `${n} ${n === 1 ? 'serving' : 'servings'}`,
  cooked: 'Cooked',
  cookThis: 'Cook this',
  /** Opens cook mode (issue 35) for the planned meal: step by step, at its servings; Done cooks this meal. */
  cookMode: 'Cook step by step',
  editMeal: 'Edit servings & notes',
  moveMeal: 'Move…',
  addMissingOne: 'Add missing to list',
  removeMeal: 'Remove',
  dragHint: 'Drag to another day or meal, or use Move in the menu',
  // Schedule Meal dialog (spec 001 §2)
  scheduleTitle: 'Schedule Meal',
  scheduleSubtitle: 'Add this recipe to your meal plan calendar',
  pickRecipe: 'Choose a recipe from your cookbook',
  searchRecipes: 'Search your cookbook',
  noMatches: (query: string) => `No recipes match "${query}"`,
  noRecipesTitle: 'No recipes in your cookbook yet',
  noRecipesText: 'Save or generate a recipe in My Cookbook, then plan it here.',
  openCookbook: 'Open My Cookbook',
  recipesFailed: 'Could not load your cookbook',
  favorite: 'Favorite',
  minutes: (n: string) => `${n} min`,
  recipe: 'Recipe',
  changeRecipe: 'Change',
  date: 'Date',
  pickDate: 'Pick a date',
  mealType: 'Meal type',
  servingsLabel: 'Servings',
  notes: 'Notes',
  notesOptional: 'Notes (optional)',
  notesPlaceholder: 'Add any notes or modifications...',
  cancel: 'Cancel',
  schedule: 'Schedule Meal',
  scheduling: 'Scheduling...',
  selectDate: messages.selectDate,
  scheduled: 'Meal scheduled',
  scheduledText: (title: string, mealType: string, date: string) => `${title} scheduled for ${mealType} on ${date}`,
  scheduleFailed: 'Error scheduling meal',
  scheduledOffline: 'Scheduled when you are back online',
  scheduledOfflineText: (title: string, mealType: string, date: string) => `${title} for ${mealType} on ${date} is saved on this device and sent once you reconnect`,
  // Edit
  editTitle: (title: string) => `Edit ${title}`,
  editText: 'Change how many people this meal is for, or what to remember when cooking it.',
  save: 'Save',
  saving: 'Saving…',
  updateFailed: 'Could not update the meal',
  updated: 'Meal updated',
  // Move
  moveTitle: (title: string) => `Move ${title}`,
  moveText: 'Pick the day and meal to move it to.',
  move: 'Move',
  moved: (title: string, mealType: string, date: string) => `${title} moved to ${mealType} on ${date}`,
  moveFailed: 'Could not move the meal',
  // Remove
  removeTitle: (title: string) => `Remove ${title} from the plan?`,
  removeText: 'The recipe stays in your cookbook.',
  removed: (title: string) => `${title} removed from the plan`,
  removeFailed: 'Could not remove the meal',
  // Cook
  cookTitle: (title: string) => `Cook ${title}?`,
  cookText: (servings: number) =>
    `Sous takes what the recipe needs for ${servings} ${servings === 1 ? 'serving' : 'servings'} out of your inventory and marks the meal cooked.`,
  cookAvailability: (available: number, total: number) =>
    total === 0 ? 'This recipe lists no ingredients.' : available === total ? `All ${total} ingredients are in your inventory.` : `${available} of ${total} ingredients are in your inventory; the rest will be listed as lacking.`,
  // Cook from the cookbook: a recipe that was not planned
  cookRecipeText: 'Sous takes what the recipe needs out of your inventory and adds the meal to today in the planner, already cooked.',
  cookRecipeSlot: (mealType: string) => `Recorded as today's ${mealType}.`,
  cookServings: 'Servings cooked',
  cookServingsInvalid: 'Enter a whole number of servings from 1 to 100.',
  cookRecipeFailed: 'Could not cook the recipe',
  cookedRecipeOfflineText: (leftovers: boolean) =>
    leftovers
      ? "Saved on this device: the meal, what it takes and the leftovers are recorded when you reconnect."
      : "Saved on this device: the meal and what it takes are recorded when you reconnect.",
  cookConfirm: 'Cook this',
  cooking: 'Cooking…',
  cookedTitle: (title: string) => `${title} is cooked`,
  // cook mode's Done for a planned meal someone already cooked (in the planner, on another device)
  alreadyCookedTitle: (title: string) => `${title} is already cooked`,
  alreadyCookedText: 'This planned meal was marked cooked already, so nothing more is taken from your inventory.',
  willTakeHeading: 'Cook will take',
  previewLoading: 'Checking your inventory…',
  previewFailed: 'Could not check your inventory now; Cook takes what it finds.',
  usedHeading: 'Taken from your inventory',
  usedNone: 'Nothing was taken from your inventory.',
  lackingHeading: 'Not in your inventory',
  addLacking: 'Add these to the shopping list',
  done: 'Done',
  cookFailed: 'Could not cook the meal',
  /** Said under a change made offline (issue 21): it waits in the outbox. */
  sentOnReconnect: 'Saved on this device and sent when you reconnect.',
  cookedOffline: (title: string) => `${title} is marked cooked`,
  cookedOfflineText: (leftovers: boolean) =>
    leftovers
      ? 'Saved on this device: the ingredients are taken and the leftovers put away when you reconnect.'
      : 'Saved on this device: the ingredients are taken when you reconnect.',
  // Week's missing ingredients (spec 001 §8 shopping list messages)
  addWeekMissing: "Add this week's missing ingredients to the list",
  addWeekMissingShort: 'Add missing to list',
  addedTitle: 'Added to shopping list',
  addedText: (n: number) => `Added ${n} item(s) to your shopping list`,
  noneMissingTitle: 'No missing ingredients',
  noneMissingText: 'All ingredients are available in your inventory',
  addFailed: 'Failed to add items to shopping list',
  nothingToShop: 'No uncooked meals this week',
  // States
  loadFailed: 'Could not load your meal plan',
  retry: 'Try again',
  emptyWeekTitle: 'No meals planned this week',
  emptyWeekText: 'Use Add in any slot to plan a recipe from your cookbook.',
  emptyDay: 'Nothing planned',
} as const;
