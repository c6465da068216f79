/**
 * Parts of a whole that the unit table keeps apart on purpose (a clove is not a can): for the foods
 * where a cook knows how many of one make the other. 4 cloves of garlic are 0.4 of a head, so a
 * recipe's cloves can be taken from the head in the pantry (issue 16).
 */
import { foodKeyOf } from '../food-identity/resolve-food.js';
import { unitName } from './convert-amount.js';

/**
 * Each unit's size in the food's smallest part. A plain count (item, piece, each) of these foods is
 * the whole a shop sells: a head of garlic, a bunch of celery. Public kitchen figures: a head of
 * garlic has 10 to 12 cloves, a bunch of celery 8 to 10 stalks; the lower, rounder number is used so
 * a cook is never promised more than is there.
 */
const PARTS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  garlic: { clove: 1, head: 10, item: 10, piece: 10, each: 10 },
  celery: { stalk: 1, head: 9, bunch: 9, item: 9, piece: 9, each: 9 },
};

/**
 * `quantity` of `food` in `from` expressed in `to` through the parts of a whole (4 cloves of garlic
 * → 0.4 head); null when the food has no such parts or either unit is not one of them.
 */
export function convertFoodParts(quantity: number, from: string | null | undefined, to: string | null | undefined, food: string | null | undefined): number | null {
  if (!Number.isFinite(quantity) || typeof food !== 'string' || food.trim() === '') return null;
  const parts = PARTS[foodKeyOf(food)];
  const source = parts?.[unitName(from)];
  const target = parts?.[unitName(to)];
  return source === undefined || target === undefined ? null : (quantity * source) / target;
}
