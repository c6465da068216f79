/** Codes of refusals no module owns: authentication, rate limits, the database, addresses that name nothing. */
export const platformErrorCodes = [
  'platform.not-found',
  'platform.unauthorized',
  'platform.forbidden',
  'platform.cross-site-request',
  'platform.rate-limited',
  'platform.database-unavailable',
  'platform.database-conflict',
] as const satisfies readonly `platform.${string}`[];
export type PlatformErrorCode = (typeof platformErrorCodes)[number];
