/** Food identity (DESIGN §10): one canonical food for every way a food is named. */
export { resolveFood, foodKeyOf, knownFoodCandidates, catalogFood, FOOD_CATALOG, BLANK_KEY } from './resolve-food.js';
export type { ResolvedFood, KnownFood } from './resolve-food.js';
export { FOOD_GROUPS } from './food-catalog.js';
export type { CatalogFood, FoodGroup } from './food-catalog.js';
export { identifyFood } from './identify-food.js';
export type { IdentifiedFood } from './identify-food.js';
export { ITEM_STATES, COOKED_STATES, stateOfName, isItemState } from './food-state.js';
export type { ItemState } from './food-state.js';
export { cardWords, cardKeyOfWords } from './card-name.js';
export { readTypedName, capitalizeFirst } from './typed-name.js';
export { sentenceCase } from './food-text.js';
