import type { FoodItem, StorageLocation } from '@sous/contracts';

/** Published after the change is committed; PushInventoryChangesHandler turns them into socket events. */
export class FoodItemAdded {
  constructor(readonly item: FoodItem) {}
}

export class FoodItemChanged {
  constructor(readonly item: FoodItem) {}
}

export class FoodItemRemoved {
  constructor(
    readonly householdId: string,
    readonly id: string,
  ) {}
}

export class StorageLocationAdded {
  constructor(
    readonly householdId: string,
    readonly location: StorageLocation,
  ) {}
}

export class StorageLocationChanged {
  constructor(
    readonly householdId: string,
    readonly location: StorageLocation,
  ) {}
}

export class StorageLocationRemoved {
  constructor(
    readonly householdId: string,
    readonly id: string,
  ) {}
}

export { ExpiringItemsFound } from './expiring-items-found.event.js';
