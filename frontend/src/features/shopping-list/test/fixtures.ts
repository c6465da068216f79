import type { ShoppingItem } from '@sous/contracts';

let counter = 0;

/** A shopping list entry as the API answers it; ids are uuids so request bodies pass the contract. */
export function shoppingItem(overrides: Partial<ShoppingItem> & Pick<ShoppingItem, 'ingredient'>): ShoppingItem {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    householdId: 'h1',
    userId: 'u1',
    quantity: null,
    unit: null,
    recipeId: null,
    recipeTitle: null,
    isChecked: false,
    storeSection: 'other',
    createdAt: `2025-03-01T10:00:${String(counter % 60).padStart(2, '0')}.000Z`,
    ...overrides,
  };
}
