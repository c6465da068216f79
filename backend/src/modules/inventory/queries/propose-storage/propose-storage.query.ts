import { Query } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

/** A food about to be added, as a reader (a receipt) named it. */
export interface FoodToPlace {
  name: string;
  foodCategory: string | null;
}

/** Where inventory would put it and the expiry an add without a date would give it there. */
export interface ProposedStorage {
  storageLocationId: string;
  storageLocationName: string;
  /** yyyy-MM-dd */
  expirationDate: string;
}

/**
 * Handled by inventory (issue 21, receipts): for each food, a storage location of the actor's
 * household (frozen food → a freezer, food kept cold → a fridge, else the pantry) and the expiry
 * the add would give it there. Answers null when the household has no storage location; stores nothing.
 */
export class ProposeStorageQuery extends Query<ProposedStorage[] | null> {
  constructor(
    readonly actor: Actor,
    readonly foods: readonly FoodToPlace[],
  ) {
    super();
  }
}
