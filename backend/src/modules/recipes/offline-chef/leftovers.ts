import { daysUntilExpiry, EXPIRING_WITHIN_DAYS, type IsoDate, parseQuantity } from '@sous/kitchen';
import type { ChefInventoryItem } from './types.js';

/** The inventory the chef cooks from: a cooked dish is not an ingredient ("Leftover chicken curry" is no chicken). */
export function cookingInventory(inventory: readonly ChefInventoryItem[]): ChefInventoryItem[] {
  return inventory.filter((item) => item.kind !== 'leftover');
}

const when = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/**
 * "Use up leftovers" (issue 21): the chef does not invent a dish around a cooked one, it says which
 * expiring leftovers (the ticker's window) to eat first, soonest first, and how to reheat them safely (USDA: 165 °F / 74 °C).
 * Leftovers past their date are not offered (they are for the bin, not the table). Null when none.
 */
export function useUpLeftoversNote(inventory: readonly ChefInventoryItem[], today: IsoDate): string | null {
  const soon = inventory
    .filter((item) => item.kind === 'leftover')
    .map((item) => ({ item, days: daysUntilExpiry(item.expirationDate, today) }))
    .filter((entry): entry is { item: ChefInventoryItem; days: number } => entry.days !== null && entry.days >= 0 && entry.days <= EXPIRING_WITHIN_DAYS)
    .sort((a, b) => a.days - b.days || a.item.name.localeCompare(b.item.name));
  if (soon.length === 0) return null;
  const listed = soon.map(({ item, days }) => {
    const servings = parseQuantity(item.quantity ?? null);
    const amount = servings === null ? '' : `${servings} ${servings === 1 ? 'serving' : 'servings'}, `;
    return `${item.name} (${amount}use by ${when(days)})`;
  });
  return `Use up leftovers first: ${listed.join('; ')}. Reheat until steaming hot (165 °F / 74 °C) and serve alongside, or save this recipe for another day.`;
}
