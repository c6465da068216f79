import type { FoodItem, StorageLocation } from '@sous/contracts';

export const fridge: StorageLocation = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Refrigerator', icon: 'refrigerator', itemCount: 1, sortOrder: 0 };
export const freezer: StorageLocation = { id: '9b2f1c0e-3d4a-4b5c-8d6e-7f8091a2b3c4', name: 'Freezer', icon: 'snowflake', itemCount: 0, sortOrder: 1 };
export const pantry: StorageLocation = { id: '16fd2706-8baf-433b-82eb-8c7fada847da', name: 'Pantry', icon: 'pizza', itemCount: 0, sortOrder: 2 };

/**
 * A lot as `GET /api/food-items` answers it; chicken breast in the refrigerator unless told otherwise.
 * A test states only what it is about, so a field added to the contract is added here once instead
 * of in every test that builds a lot (`foodKey: undefined` for a lot of no canonical food).
 */
export function lot(id: string, changes: Partial<FoodItem> = {}): FoodItem {
  return {
    id,
    householdId: 'h1',
    userId: 'u1',
    name: 'Chicken breast',
    quantity: '1',
    unit: 'lb',
    storageLocationId: fridge.id,
    expirationDate: null,
    fcdId: null,
    usdaData: null,
    foodCategory: 'Poultry Products',
    addedAt: '2025-01-01T00:00:00Z',
    weightInGrams: null,
    lastNotifiedAt: null,
    notificationDismissed: false,
    daysUntilExpiryWhenNotified: null,
    imageUrl: null,
    nutrition: null,
    version: 1,
    foodKey: 'chicken breast',
    ...changes,
  };
}
