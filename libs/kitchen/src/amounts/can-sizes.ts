/**
 * Typical sizes of a can, per food, for a recipe or a lot that says "a can" without its size
 * (issue 16): "2 cans tomatoes" against 30 oz in the pantry. Sizes are the common US supermarket
 * cans (net weight printed on the label), authored for Sous; a food not listed has no typical can,
 * so its cans match only cans.
 */
import { catalogFood, foodKeyOf } from '../food-identity/resolve-food.js';
import type { PackageSize } from '../ingredients.js';

const TYPICAL_CANS: readonly (readonly [food: string, quantity: number, unit: string])[] = [
  ['beans', 15, 'oz'],
  ['black beans', 15, 'oz'],
  ['kidney beans', 15, 'oz'],
  ['pinto beans', 15, 'oz'],
  ['cannellini beans', 15, 'oz'],
  ['chickpeas', 15, 'oz'],
  ['refried beans', 16, 'oz'],
  ['baked beans', 16, 'oz'],
  ['tomatoes', 15, 'oz'],
  ['canned tomatoes', 15, 'oz'],
  ['tomato sauce', 15, 'oz'],
  ['tomato paste', 6, 'oz'],
  ['coconut milk', 13.5, 'fl oz'],
  ['tuna', 5, 'oz'],
  ['corn', 15, 'oz'],
  ['green beans', 14.5, 'oz'],
  ['pumpkin', 15, 'oz'],
  ['evaporated milk', 12, 'fl oz'],
  ['sweetened condensed milk', 14, 'oz'],
  ['chicken broth', 14.5, 'fl oz'],
  ['canned soup', 10.75, 'oz'],
];

let byKey: ReadonlyMap<string, PackageSize> | null = null;

// keys come from the food resolver, so the table survives a rename of a catalog key
function table(): ReadonlyMap<string, PackageSize> {
  byKey ??= new Map(TYPICAL_CANS.map(([food, quantity, unit]) => [foodKeyOf(food), { quantity, unit }]));
  return byKey;
}

/**
 * The typical net size of one can of `food` (a name or a food key): its own entry, else its
 * family's (kidney beans → beans); null when the kitchen knows no typical can for it.
 */
export function typicalCanSize(food: string | null | undefined): PackageSize | null {
  if (typeof food !== 'string' || food.trim() === '') return null;
  const sizes = table();
  const key = catalogFood(food) ? food : foodKeyOf(food);
  const own = sizes.get(key);
  if (own) return { ...own };
  const family = catalogFood(key)?.family;
  const inherited = family ? sizes.get(family) : undefined;
  return inherited ? { ...inherited } : null;
}
