import { DomainError } from '#platform/errors/domain-error.js';

/** A scan needs somewhere to propose putting the food. */
export class NoStorageLocationError extends DomainError {
  constructor() {
    super('CONFLICT', 'receipts.no-storage-location', 'Add a storage location before scanning a receipt');
  }
}

/** The photo could not be decoded or read at all. */
export class UnreadableReceiptError extends DomainError {
  constructor() {
    super('UNPROCESSABLE', 'receipts.unreadable', 'The photo could not be read. Try again with the whole receipt flat and in focus.');
  }
}

/** A reviewed item dated before today: named by its place in the list, as a 400 of the schema would. */
export class ReceiptExpiryInPastError extends DomainError {
  constructor(index: number) {
    super('VALIDATION', 'receipts.expiry-in-past', `items.${index}.expirationDate: must be today or later`);
  }
}
