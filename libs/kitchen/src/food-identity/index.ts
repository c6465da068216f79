/** Food identity (DESIGN §10): one canonical food for every way a food is named. */
export { resolveFood, foodKeyOf, knownFoodCandidates, catalogFood, FOOD_CATALOG, BLANK_KEY } from './resolve-food.js';
export type { ResolvedFood, KnownFood } from './resolve-food.js';
export { FOOD_GROUPS } from './food-catalog.js';
export type { CatalogFood, FoodGroup } from './food-catalog.js';
