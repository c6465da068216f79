/** The ingredient-line parser (issue 30): amount, unit, food, preparation and comment of a recipe line. */
export { parseIngredientLine, layoutAmount, layoutQuantity } from './parse-line.js';
export type { ParsedIngredient, AmountLayout } from './parse-line.js';
export type { PackageSize } from './unit.js';
export { rewriteAmount } from './rewrite.js';
export type { RewrittenNumbers } from './rewrite.js';
