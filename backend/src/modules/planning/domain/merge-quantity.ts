import { areUnitsCompatible, canonicalUnit, convertQuantity, formatScaled, normalizeIngredientName, parseQuantity } from '@sous/kitchen';

export interface ListEntry {
  ingredient: string;
  quantity: string | null;
  unit: string | null;
}

/** Same food on a shopping list: the same normalized name ("Tomatoes" and "tomato"). */
export const sameIngredient = (a: string, b: string) => normalizeIngredientName(a) === normalizeIngredientName(b);

/** Whether `incoming` can be added onto `existing`: no units on either, the same unit, or convertible ones. */
export function unitsMergeable(existing: string | null, incoming: string | null): boolean {
  if (!existing && !incoming) return true;
  if (!existing || !incoming) return false;
  return canonicalUnit(existing) === canonicalUnit(incoming) || existing.trim().toLowerCase() === incoming.trim().toLowerCase() || areUnitsCompatible(existing, incoming);
}

/** The quantity after adding `incoming` to `existing`, in the existing unit; an unknown amount stays unknown. */
export function mergedQuantity(existing: ListEntry, incoming: ListEntry): string | null {
  const have = parseQuantity(existing.quantity);
  const add = parseQuantity(incoming.quantity);
  if (have === null && add === null) return existing.quantity ?? incoming.quantity;
  if (have === null || add === null) return existing.quantity ?? incoming.quantity;
  const converted = existing.unit && incoming.unit ? convertQuantity(add, incoming.unit, existing.unit) : add;
  return formatScaled(have + (converted ?? add));
}
