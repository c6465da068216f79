/** The codes of the food-data module's refusals (docs/api-errors.md has each one's status). */
export const foodDataErrorCodes = [
  'food-data.product-not-found',
  'food-data.food-not-found',
  'food-data.unavailable',
] as const satisfies readonly `food-data.${string}`[];
export type FoodDataErrorCode = (typeof foodDataErrorCodes)[number];
