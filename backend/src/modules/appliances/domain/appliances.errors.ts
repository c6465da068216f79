import { applianceCategoryNotFoundMessage, applianceNotFoundMessage, barcodeProductNotFoundMessage, productNotFoundMessage } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

export const applianceNotFound = () => new NotFoundError('appliances.not-found', applianceNotFoundMessage);
export const applianceCategoryNotFound = () => new NotFoundError('appliances.category-not-found', applianceCategoryNotFoundMessage);
export const barcodeProductNotFound = () => new NotFoundError('appliances.barcode-product-not-found', barcodeProductNotFoundMessage);
/** No source knows a scanned code: the same words as the food scanner's. */
export const productNotFound = () => new NotFoundError('appliances.product-not-found', productNotFoundMessage);

/** A PATCH of one date that puts the warranty end before the stored purchase date (or the reverse). */
export class WarrantyBeforePurchaseError extends DomainError {
  constructor() {
    super('VALIDATION', 'appliances.warranty-before-purchase', 'warrantyEndDate: must not be before the purchase date');
  }
}
