import { convertAmount, convertFoodParts, convertQuantity, unitName } from '@sous/kitchen';

/**
 * `quantity` of `food` in `from` expressed in `to`, for taking a recipe's amount from a lot: the
 * kitchen's unit conversions, then the parts of a whole (4 cloves of garlic = 0.4 head), then mass,
 * volume and pieces through the food's density and typical piece weight. Null when nothing relates
 * the two units for that food (cans against pounds).
 */
export function amountIn(quantity: number, from: string | null, to: string | null, food: string): number | null {
  const source = unitName(from);
  const target = unitName(to);
  return convertQuantity(quantity, source, target) ?? convertFoodParts(quantity, source, target, food) ?? convertAmount(quantity, source, target, food, { pieces: true });
}
