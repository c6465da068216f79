/**
 * Amounts of one food in different units (DESIGN §10): the unit conversions of units.ts, plus
 * mass ↔ volume through the food's density when the catalog knows it (a cup of flour is 125 g,
 * a cup of honey 336 g), plus, where a caller opts in, pieces ↔ mass through a typical piece
 * weight (two onions from a 3 lb bag).
 */
import { catalogFood, foodKeyOf } from '../food-identity/resolve-food.js';
import type { CatalogFood } from '../food-identity/food-catalog.js';
import { roundTo } from '../quantity.js';
import { canonicalUnit, convertQuantity, DEFAULT_UNIT, unitKind } from '../units.js';

export interface Amount {
  quantity: number;
  unit: string;
}

export interface ConvertOptions {
  /** Convert pieces to mass and back through the food's typical piece weight (estimates). */
  pieces?: boolean;
}

/** The catalog food a key or a name stands for ('egg', 'Large eggs'), if any. */
export function foodFacts(food: string | null | undefined): CatalogFood | undefined {
  if (typeof food !== 'string' || food.trim() === '') return undefined;
  return catalogFood(food) ?? catalogFood(foodKeyOf(food));
}

/** The canonical spelling of a unit ('lbs' → 'lb'); a missing unit is 'item', unknown units stay. */
export function unitName(unit: string | null | undefined): string {
  if (typeof unit !== 'string' || unit.trim() === '') return DEFAULT_UNIT;
  return canonicalUnit(unit) ?? unit.trim();
}

function viaGrams(quantity: number, from: string, to: string, gramsPer: (unit: string) => number | null): number | null {
  const fromGrams = gramsPer(from);
  const toGrams = gramsPer(to);
  return fromGrams === null || toGrams === null || toGrams === 0 ? null : (quantity * fromGrams) / toGrams;
}

/**
 * `quantity` in `from` expressed in `to`, for `food` (a key or a name); null when the units
 * cannot be compared for that food. Same-dimension units always convert; mass ↔ volume needs a
 * known density; pieces ↔ mass/volume needs `options.pieces` and a known piece weight.
 */
export function convertAmount(
  quantity: number,
  from: string | null | undefined,
  to: string | null | undefined,
  food?: string | null,
  options: ConvertOptions = {},
): number | null {
  const direct = convertQuantity(quantity, from, to);
  if (direct !== null) return direct;
  if (!Number.isFinite(quantity)) return null;
  const facts = foodFacts(food);
  if (!facts) return null;
  const fromKind = unitKind(from);
  const toKind = unitKind(to);
  const gramsPer = (unit: string | null | undefined): number | null => {
    const kind = unitKind(unit);
    if (kind === 'mass') return convertQuantity(1, unit, 'g');
    if (kind === 'volume' && facts.density !== null) {
      const ml = convertQuantity(1, unit, 'ml');
      return ml === null ? null : ml * facts.density;
    }
    // only plain counts (item, piece, each, dozen): a can or a clove has no typical weight here
    if (kind === 'count' && options.pieces && facts.pieceGrams !== null) {
      const items = convertQuantity(1, unit, DEFAULT_UNIT);
      return items === null ? null : items * facts.pieceGrams;
    }
    return null;
  };
  if (fromKind === null || toKind === null) return null;
  return viaGrams(quantity, unitName(from), unitName(to), gramsPer);
}

/**
 * Two amounts of one food added up, in the unit of the first: 1 lb + 8 oz = 1.5 lb, 1 cup +
 * 120 g of flour = 2 cup (density), 6 eggs + 1 dozen = 18 item. Null when they cannot be added
 * (3 cans + 400 g, or 1 cup + 100 g of a food without a known density). Pieces are never turned
 * into weight here: a lot keeps what the user counted.
 */
export function addAmounts(a: Amount, b: Amount, food?: string): Amount | null {
  const unit = unitName(a.unit);
  const converted = convertAmount(b.quantity, b.unit, a.unit, food);
  if (converted === null || !Number.isFinite(a.quantity)) return null;
  return { quantity: roundTo(a.quantity + converted, 6), unit };
}

/** `amount` taken away from `from`, in from's unit, never below 0; null when incompatible. */
export function subtractAmounts(from: Amount, amount: Amount, food?: string): Amount | null {
  const converted = convertAmount(amount.quantity, amount.unit, from.unit, food);
  if (converted === null || !Number.isFinite(from.quantity)) return null;
  return { quantity: Math.max(0, roundTo(from.quantity - converted, 6)), unit: unitName(from.unit) };
}

/**
 * About how many grams an amount of a food weighs, for nutrition and waste by weight: masses
 * exactly, volumes through the density, pieces through the typical piece weight; null when
 * nothing is known (3 cans of something, 2 items of a food the catalog does not know).
 */
export function estimateGrams(quantity: number, unit: string | null | undefined, food?: string | null): number | null {
  const grams = convertAmount(quantity, unit, 'g', food, { pieces: true });
  return grams === null ? null : roundTo(grams, 3);
}
