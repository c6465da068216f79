/** Business constants and enums of spec 000 §9 and spec 001 §9. Exact values are normative. */
export const PRODUCT_NAME = 'Sous';
export const TAGLINE = 'Your Kitchen Assistant';

export const cookingSkillLevels = ['beginner', 'intermediate', 'advanced'] as const;
export const preferredUnitsValues = ['metric', 'imperial'] as const;
export const dietaryPreferences = [
  'Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Paleo', 'Low-Carb', 'Halal', 'Kosher',
] as const;
export const allergenOptions = [
  'Peanuts', 'Tree Nuts', 'Shellfish', 'Fish', 'Eggs', 'Milk', 'Soy', 'Wheat', 'Sesame',
] as const;
export const defaultStorageAreas = ['Refrigerator', 'Freezer', 'Pantry', 'Counter'] as const;
export const storageIcons = ['refrigerator', 'snowflake', 'pizza', 'utensils-crossed'] as const;

export const recipeMealTypes = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const;
export const mealPlanMealTypes = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const recipeDifficulties = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const timeConstraints = ['quick', 'moderate', 'elaborate'] as const;
export const cuisineTypes = [
  'any', 'italian', 'asian', 'mexican', 'american', 'french', 'mediterranean', 'indian',
] as const;

export const feedbackTypes = ['chat_response', 'recipe', 'food_item', 'bug', 'feature', 'general'] as const;
export const feedbackSentiments = ['positive', 'negative', 'neutral'] as const;
export const feedbackPriorities = ['low', 'medium', 'high', 'critical'] as const;
export const feedbackStatuses = ['open', 'in_progress', 'completed', 'wont_fix'] as const;
export const donationStatuses = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export const webVitalNames = ['LCP', 'FID', 'CLS', 'FCP', 'TTFB', 'INP'] as const;
export const webVitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export const attachmentTypes = ['image', 'audio', 'file'] as const;
export const chatRoles = ['user', 'assistant', 'system'] as const;
export const userRoles = ['admin', 'member'] as const;
export const signInProviders = ['google', 'github', 'x', 'apple', 'email'] as const;

export const limits = {
  householdSize: { min: 1, max: 20, default: 2 },
  expirationAlertDays: { min: 1, max: 14, default: 3 },
  servingsSlider: { min: 1, max: 12, step: 1 },
  creativity: { min: 1, max: 10, step: 1, default: 5 },
  servingsScaler: { min: 1, max: 20 },
  feedbackRating: { min: 1, max: 5 },
  speech: { min: 0.5, max: 2, step: 0.1, default: 1 },
  composerHeight: { min: 100, max: 300 },
  passwordMinLength: 8,
} as const;

export const thresholds = {
  expiringDays: 3,
  abundantQuantity: 5,
  autoGenerateExpiringCount: 2,
  defaultServings: 4,
  defaultMaxCookingTime: 30,
  defaultExpiryDays: 7,
  tickerNormalAbove: 5,
} as const;

export const search = {
  debounceMs: 300,
  pageSize: 20,
  minLength: 2,
  barcodePattern: /^\d{8,13}$/,
  recentCount: 5,
  foodDatabasePage: 1,
  foodDatabasePageSize: 50,
} as const;

export const timings = {
  toastRemoveDelayMs: 5000,
  toastLimit: 1,
  celebrationWithConfettiMs: 3000,
  celebrationMs: 2000,
  dialogCloseAfterSuccessMs: 1500,
  backOnlineMs: 3000,
  chatFocusFallbackMs: 100,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

export const sidebar = {
  cookieName: 'sidebar_state',
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  width: '16rem',
  widthMobile: '18rem',
  widthIcon: '3rem',
  mobileBreakpointPx: 768,
} as const;

export const localCache = {
  version: 1,
  defaultTtlMs: 24 * 60 * 60 * 1000,
  prefix: 'cache:',
  storageLocationsKey: 'cache:storage:locations',
  progressiveDisclosureKey: 'progressiveDisclosure',
} as const;
