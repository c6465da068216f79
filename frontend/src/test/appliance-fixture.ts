import type { Appliance, ApplianceCategory } from '@sous/contracts';

/**
 * An appliance as `GET /api/appliances` answers it: an uncategorised "Thing" in use, with nothing
 * custom. A test states only the fields it is about, so a new field of the contract is added here
 * once instead of in every test that builds an appliance.
 */
export function anAppliance(changes: Partial<Appliance> = {}): Appliance {
  return {
    id: 'a1',
    householdId: 'h1',
    userId: 'u1',
    name: 'Thing',
    type: 'Thing',
    categoryId: null,
    barcodeProductId: null,
    customBrand: null,
    customModel: null,
    customCapabilities: [],
    customCapacity: null,
    customServingSize: null,
    nickname: null,
    purchaseDate: null,
    warrantyEndDate: null,
    notes: null,
    imageUrl: null,
    isActive: true,
    createdAt: '2026-11-24T00:00:00.000Z',
    updatedAt: '2026-11-24T00:00:00.000Z',
    ...changes,
  };
}

/** A category of the appliance tree; top level unless it names a parent. */
export const applianceCategory = (id: string, name: string, sortOrder: number, parentCategoryId: string | null = null): ApplianceCategory => ({
  id,
  name,
  description: null,
  parentCategoryId,
  icon: null,
  sortOrder,
});
