/** The codes of the receipts module's refusals (docs/api-errors.md has each one's status). */
export const receiptsErrorCodes = [
  'receipts.no-storage-location',
  'receipts.unreadable',
  'receipts.expiry-in-past',
] as const satisfies readonly `receipts.${string}`[];
export type ReceiptsErrorCode = (typeof receiptsErrorCodes)[number];
