import type { FoodItem } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

export const foodItemNotFound = () => new NotFoundError('inventory.food-item-not-found', 'Food item not found');
export const storageLocationNotFound = () => new NotFoundError('inventory.storage-location-not-found', 'Storage location not found');

/** The 409 carries the row as it is now, so the client can show the other value and offer "use mine". */
export class StaleFoodItemError extends DomainError {
  constructor(current: FoodItem) {
    super('CONFLICT', 'inventory.stale-version', 'This item was changed on another device. Reload it and try again.', { current });
  }
}

export class StorageLocationNotEmptyError extends DomainError {
  constructor(count: number) {
    super('CONFLICT', 'inventory.storage-location-not-empty', `This storage location still holds ${count} item${count === 1 ? '' : 's'}. Move or remove them first.`);
  }
}

export class StorageLocationNameTakenError extends DomainError {
  constructor(name: string) {
    super('CONFLICT', 'inventory.storage-location-name-taken', `A storage location named ${name} already exists`);
  }
}

export class ExpiryInPastError extends DomainError {
  constructor() {
    super('VALIDATION', 'inventory.expiry-in-past', 'expirationDate: must be today or later');
  }
}

export class TooMuchError extends DomainError {
  constructor(available: string, unit: string) {
    super('VALIDATION', 'inventory.too-much', `quantity: only ${available} ${unit} left`);
  }
}

/** A card edit met a lot changed, added or removed since the client read the card: nothing was saved; `current` is the card now. */
export class StaleFoodCardError extends DomainError {
  constructor(current: FoodItem[]) {
    super('CONFLICT', 'inventory.stale-card', 'This food was changed on another device. Reload it and try again.', { current });
  }
}

/** Accepting or ignoring a learned shelf life the household's history does not propose now (issue 35). */
export const shelfLifeProposalNotFound = () => new NotFoundError('inventory.shelf-life-proposal-not-found', 'Shelf-life proposal not found');

/** A learned shelf life is never longer than the food-safety figure for that food, place and state. */
export const shelfLifeOverSafety = (safetyDays: number, foodName: string, place: string) =>
  new DomainError('VALIDATION', 'inventory.shelf-life-over-safety', `days: must be at most ${safetyDays}, the food-safety figure for ${foodName.toLowerCase()} in the ${place}`);
