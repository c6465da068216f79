/** The codes of the identity module's refusals (docs/api-errors.md has each one's status). */
export const identityErrorCodes = [
  'identity.wrong-password',
  'identity.wrong-confirmation',
  'identity.email-taken',
  'identity.invalid-credentials',
  'identity.user-not-found',
  'identity.household-not-found',
  'identity.api-token-limit',
  'identity.api-token-not-found',
  'identity.push-token-not-found',
  'identity.push-endpoint-refused',
  'identity.push-token-taken',
  'identity.password-reset-email-off',
  'identity.password-reset-no-account',
] as const satisfies readonly `identity.${string}`[];
export type IdentityErrorCode = (typeof identityErrorCodes)[number];
