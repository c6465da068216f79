/** The codes of the uploads module's refusals (docs/api-errors.md has each one's status). */
export const uploadsErrorCodes = [
  'uploads.link-invalid',
  'uploads.link-expired',
  'uploads.link-used',
  'uploads.empty-file',
  'uploads.quota-exceeded',
  'uploads.file-not-found',
] as const satisfies readonly `uploads.${string}`[];
export type UploadsErrorCode = (typeof uploadsErrorCodes)[number];
