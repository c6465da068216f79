/** The codes of the inventory module's refusals (docs/api-errors.md has each one's status). */
export const inventoryErrorCodes = [
  'inventory.food-item-not-found',
  'inventory.storage-location-not-found',
  'inventory.stale-version',
  'inventory.stale-card',
  'inventory.storage-location-not-empty',
  'inventory.storage-location-name-taken',
  'inventory.expiry-in-past',
  'inventory.too-much',
  'inventory.undo-not-found',
  'inventory.undo-refused',
  'inventory.shelf-life-proposal-not-found',
  'inventory.shelf-life-over-safety',
] as const satisfies readonly `inventory.${string}`[];
export type InventoryErrorCode = (typeof inventoryErrorCodes)[number];
