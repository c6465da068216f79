/** The codes of the appliances module's refusals (docs/api-errors.md has each one's status). */
export const appliancesErrorCodes = [
  'appliances.not-found',
  'appliances.category-not-found',
  'appliances.barcode-product-not-found',
  'appliances.product-not-found',
  'appliances.warranty-before-purchase',
] as const satisfies readonly `appliances.${string}`[];
export type AppliancesErrorCode = (typeof appliancesErrorCodes)[number];
