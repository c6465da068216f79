/** The codes of the donations module's refusals (docs/api-errors.md has each one's status). */
export const donationsErrorCodes = [
  'donations.not-configured',
  'donations.payment-service-failed',
  'donations.payment-refused',
  'donations.invalid-webhook-signature',
  'donations.webhook-not-configured',
] as const satisfies readonly `donations.${string}`[];
export type DonationsErrorCode = (typeof donationsErrorCodes)[number];
