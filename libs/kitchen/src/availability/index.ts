/** Availability (issue 16): one allocation for Cook, the pre-cook summary, the recipe card and Add to List. */
export { indexStock } from './stock-index.js';
export type { StockIndex, StockLot } from './stock-index.js';
export { allocateLines, DUST } from './allocate.js';
export type { LinePlan, LotAmount, LotTake } from './allocate.js';
export { planCooking } from './plan-cooking.js';
export type { CookPlan, Take } from './plan-cooking.js';
export { recipeAvailability, recipeAvailabilityFromRows, recipeCardRows } from './recipe-availability.js';
export type { AvailabilityRow, MatchedLot } from './recipe-availability.js';
