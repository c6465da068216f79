/** Amounts (DESIGN §10): conversion with densities, lots, countable rounding, the servings scaler. */
export { addAmounts, subtractAmounts, convertAmount, estimateGrams, foodFacts, unitName } from './convert-amount.js';
export type { Amount, ConvertOptions } from './convert-amount.js';
export { roundForCook, cookStep, cookAmount, formatCountQuantity, writtenStep, DEFAULT_PIECE_STEP } from './cook-rounding.js';
export type { CookAmount } from './cook-rounding.js';
export { takeFromLots, lotsInUseOrder } from './take-from-lots.js';
export type { Lot, LotDeduction, LotsTaken } from './take-from-lots.js';
export { scaleIngredient, scaleIngredients } from './scale-ingredient.js';
export type { ScaledIngredient } from './scale-ingredient.js';
export { convertFoodParts } from './food-parts.js';
export { amountIn } from './amount-in.js';
export type { ContainerSizes } from './amount-in.js';
export { typicalCanSize } from './can-sizes.js';
