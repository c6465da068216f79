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

/**
 * The photo decodes but the receipt in it is too small or too blurred to read: its lines of print
 * are under ~6 px tall, or the print has no sharp edges. Said plainly, with what helps, because a retake does.
 */
export class ReceiptPhotoTooPoorError extends DomainError {
  /** Which test the photo failed, for logs and tests; the user is told both ways to retake it. */
  constructor(readonly reason: 'small' | 'blurred') {
    super('UNPROCESSABLE', 'receipts.unreadable', 'This photo is too small or blurry to read — take it closer, in good light, with the whole receipt flat.');
  }
}

/** A reviewed item dated before today: named by its place in the list, as a 400 of the schema would. */
export class ReceiptExpiryInPastError extends DomainError {
  constructor(index: number) {
    super('VALIDATION', 'receipts.expiry-in-past', `items.${index}.expirationDate: must be today or later`);
  }
}
