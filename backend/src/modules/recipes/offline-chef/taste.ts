/**
 * Sweet and savoury: which foods a cook would put into which dish (issue 31's blind read found ice
 * cream whisked into a frittata, "to use it up"). A rule by food family, not by dish:
 *
 * - dessert foods (ice cream, chocolate, candy, jam, cookies and cakes, sweet cereal and granola)
 *   never go into a savoury dish, whatever is expiring;
 * - meat, fish, onions and garlic, savoury sauces, broth and melting cheeses never go into a sweet one;
 * - everything else (fruit, nuts, dairy, honey, grains, eggs) goes both ways, and a few dishes
 *   (toast, a snack board) take either kind as they are.
 */
import type { PantryItem } from './pantry.js';
import type { RecipeMealType } from '@sous/kitchen';

export type Taste = 'sweet' | 'savoury' | 'either';

/** Sweets by name; only read on foods that carry refined sugar, so 'cake flour' or 'crab cake' are not. */
const DESSERT_NAME =
  /\b(?:ice cream|gelato|frozen yogurt|sorbet|chocolate|candy|candies|caramel|fudge|frosting|icing|marshmallows?|cookies?|brownies?|cakes?|cupcakes?|donuts?|doughnuts?|muffins?|pastry|pastries|pie|jam|jelly|preserves|marmalade|nutella|sprinkles|cereal|granola|pop ?tarts?|waffles?|pancakes?|syrup)\b/i;

/** A dessert food: it belongs in a sweet dish only. */
export function isDessertFood(item: Pick<PantryItem, 'name' | 'kind' | 'profile'>): boolean {
  if (item.kind === 'chocolate' || item.kind === 'sugar') return true;
  if (/maple|honey|agave/i.test(item.name)) return false;
  return item.profile.flags.has('refinedSugar') && DESSERT_NAME.test(item.name);
}

const SAVOURY_KINDS: ReadonlySet<string> = new Set(['onion', 'garlic', 'shallot', 'scallion', 'leek', 'chili', 'broth', 'meltingCheese', 'soySauce', 'asianSauce', 'hotSauce', 'salsa', 'pesto', 'paste']);
/** Cheeses a dessert takes (cheesecake, a parfait): soft and fresh ones. */
const SWEET_CHEESE = /cream cheese|ricotta|mascarpone|cottage|quark|fromage frais/i;

/** A savoury food: meat, fish, aromatics, savoury sauces, broth, melting or aged cheese. */
export function isSavouryFood(item: Pick<PantryItem, 'name' | 'kind' | 'role'>): boolean {
  if (item.role === 'protein') return item.kind !== 'egg';
  if (item.kind === 'cheese') return !SWEET_CHEESE.test(item.name);
  if (item.role === 'aromatic') return true;
  if (item.role === 'sauce' && item.kind === 'condiment') return !/jam|jelly|preserves|marmalade|chutney|cranberry/i.test(item.name);
  return SAVOURY_KINDS.has(item.kind);
}

/** Whether a food may go into a dish of a taste. */
export function suits(taste: Taste, item: PantryItem): boolean {
  if (taste === 'savoury') return !isDessertFood(item);
  if (taste === 'sweet') return !isSavouryFood(item);
  return true;
}

/**
 * When the meal asked for has nothing on hand and another is served instead, it stays on the same
 * side of the menu: no deli-turkey tacos for dessert, no smoothie for dinner.
 */
export function mealCanStandIn(asked: RecipeMealType | null, taste: Taste): boolean {
  if (asked === 'dessert') return taste === 'sweet';
  if (asked === 'lunch' || asked === 'dinner') return taste !== 'sweet';
  return true;
}
