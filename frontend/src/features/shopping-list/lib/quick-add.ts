import { ingredientMaxLength, type AddShoppingItemBody } from '@sous/contracts';
import { formatCookingQuantity, parseIngredientLine, parseQuantity } from '@sous/kitchen';

export type QuickAdd = { ok: true; body: AddShoppingItemBody } | { ok: false; reason: 'empty' | 'noName' };

/** A quantity the list's contract accepts ('2', '0.5', '1/2', '1 1/2'), or null for none or zero. */
function quantityText(value: number | null): string | null {
  if (value === null || !(value > 0)) return null;
  const text = formatCookingQuantity(value);
  return text !== '' && parseQuantity(text) !== null ? text : null;
}

/**
 * Reads a typed line the way a recipe line is read (spec 001 §5): "2 lb chicken" → 2, lb, chicken;
 * "1 1/2 cups rice" → 1 1/2, cup, rice; "milk" → milk alone. A range buys the upper end ("2-3
 * apples" → 3). A line that is only an amount ("2 lb") names nothing to buy.
 */
export function parseQuickAdd(text: string): QuickAdd {
  const line = text.trim();
  if (line === '') return { ok: false, reason: 'empty' };
  const parsed = parseIngredientLine(line);
  const name = parsed.name.trim().slice(0, ingredientMaxLength);
  if (name === '') return { ok: false, reason: 'noName' };
  const quantity = quantityText(parsed.quantityMax ?? parsed.quantity);
  if (quantity === null) return { ok: true, body: { ingredient: name } };
  return { ok: true, body: parsed.unit ? { ingredient: name, quantity, unit: parsed.unit } : { ingredient: name, quantity } };
}
