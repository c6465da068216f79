import type { PurchaseResponse, ShoppingItem } from '@sous/contracts';

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

/** A `POST /api/shopping-list/purchase` answer whose entries the inventory describes with these sentences. */
export function purchaseAnswer(...messages: string[]): PurchaseResponse {
  const putAway = messages.map((message, index) => ({
    shoppingItemId: `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`,
    foodItemId: `f${index + 1}`,
    merge: { outcome: 'created' as const, message, total: { quantity: '1', unit: 'item' }, lots: 1 },
  }));
  return { purchased: messages.length, foodItemIds: putAway.map((entry) => entry.foodItemId), putAway };
}
