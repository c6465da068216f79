import type { ExpirationNotification, FoodItem, StorageLocation } from '@sous/contracts';

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

/** Items about to expire were announced to one user. */
export class ExpiringItemsFound {
  constructor(
    readonly userId: string,
    readonly notifications: ExpirationNotification[],
  ) {}
}
