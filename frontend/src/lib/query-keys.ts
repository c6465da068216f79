/**
 * Query keys of reads that more than one feature touches. Spec 000 §7: a read's URL is its key's
 * segments joined with '/', so each key is the path it fetches. Features that own a read define
 * the fetcher; a feature that only refreshes another's data uses the key from here.
 */
export const queryKeys = {
  currentUser: ['/api/auth/user'],
  authProviders: ['/api/auth/providers'],
  preferences: ['/api/user/preferences'],
  storageLocations: ['/api/storage-locations'],
  foodItems: ['/api/food-items'],
  /** Written by the expiry feature and by the socket's `notification:expiring`. */
  expirationNotifications: ['/api/notifications/expiration'],
  household: ['/api/household'],
  /** The household's shopping list; the meal planner adds missing ingredients to it. */
  shoppingListItems: ['/api/shopping-list/items'],
  /** Every planned meal of the household (socket `meal-plan:*` keeps it live). */
  mealPlans: ['/api/meal-plans'],
  /** The cookbook; the meal planner picks recipes from it. */
  recipes: ['/api/recipes'],
  /** The cooking-term glossary the recipe card highlights (spec 001 §2). */
  cookingTerms: ['/api/cooking-terms'],
  /** Feedback entries; refreshed after a recipe rating is sent. */
  feedback: ['/api/feedback'],
} as const;
