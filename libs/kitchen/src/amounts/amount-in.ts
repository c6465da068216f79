/**
 * One conversion for taking a recipe's amount from a lot (issue 16): the unit table, then parts of
 * a whole (4 cloves of garlic = 0.4 head), then mass, volume and pieces through the food's density
 * and piece weight, then cans through their size (stated on the line, else the food's typical
 * can). Cook, the pre-cook summary, the recipe card and Add to List all convert through here.
 */
import type { PackageSize } from '../ingredients.js';
import { convertQuantity } from '../units.js';
import { typicalCanSize } from './can-sizes.js';
import { convertAmount, unitName } from './convert-amount.js';
import { convertFoodParts } from './food-parts.js';

/** Per-container sizes of either side of a conversion, when known. */
export interface ContainerSizes {
  /** Size of one `from` container (a line's '1 (15 oz) can'). */
  from?: PackageSize | null;
  /** Size of one `to` container. */
  to?: PackageSize | null;
}

const CONTAINERS = new Set(['can', 'jar', 'package', 'box', 'bag', 'bottle', 'carton', 'container']);

function plain(quantity: number, from: string, to: string, food: string): number | null {
  return convertQuantity(quantity, from, to) ?? convertFoodParts(quantity, from, to, food) ?? convertAmount(quantity, from, to, food, { pieces: true });
}

// a stated size wins; a bare can is the food's typical can; other containers have no typical size
function sizeOf(unit: string, stated: PackageSize | null | undefined, food: string): PackageSize | null {
  if (!CONTAINERS.has(unit)) return null;
  if (stated) return stated;
  return unit === 'can' ? typicalCanSize(food) : null;
}

/**
 * `quantity` of `food` in `from` expressed in `to`; null when nothing relates the two for that food
 * (cans of a food without a typical can against pounds). Containers of one kind count one for one
 * unless both sizes are known (a 28 oz can is almost two 15 oz cans).
 */
export function amountIn(quantity: number, from: string | null | undefined, to: string | null | undefined, food: string, sizes: ContainerSizes = {}): number | null {
  if (!Number.isFinite(quantity)) return null;
  const source = unitName(from);
  const target = unitName(to);
  const fromSize = sizeOf(source, sizes.from, food);
  const toSize = sizeOf(target, sizes.to, food);
  if (fromSize && toSize) {
    const converted = plain(quantity * fromSize.quantity, fromSize.unit, toSize.unit, food);
    if (converted !== null) return converted / toSize.quantity;
  }
  const direct = plain(quantity, source, target, food);
  if (direct !== null) return direct;
  if (fromSize) {
    const converted = plain(quantity * fromSize.quantity, fromSize.unit, target, food);
    if (converted !== null) return converted;
  }
  if (toSize) {
    const converted = plain(quantity, source, toSize.unit, food);
    if (converted !== null) return converted / toSize.quantity;
  }
  return null;
}
