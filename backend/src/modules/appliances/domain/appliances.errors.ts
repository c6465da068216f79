import { applianceCategoryNotFoundMessage, applianceNotFoundMessage, barcodeProductNotFoundMessage, productNotFoundMessage } from '@sous/contracts';
import { DomainError, NotFoundError } from '../../../platform/errors/domain-error.js';

export const applianceNotFound = () => new NotFoundError(applianceNotFoundMessage);
export const applianceCategoryNotFound = () => new NotFoundError(applianceCategoryNotFoundMessage);
export const barcodeProductNotFound = () => new NotFoundError(barcodeProductNotFoundMessage);
/** No source knows a scanned code: the same words as the food scanner's. */
export const productNotFound = () => new NotFoundError(productNotFoundMessage);

/** A PATCH of one date that puts the warranty end before the stored purchase date (or the reverse). */
export class WarrantyBeforePurchaseError extends DomainError {
  constructor() {
    super('VALIDATION', 'warrantyEndDate: must not be before the purchase date');
  }
}
