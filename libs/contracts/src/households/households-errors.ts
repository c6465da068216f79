/** The codes of the households module's refusals (docs/api-errors.md has each one's status). */
export const householdsErrorCodes = [
  'households.household-not-found',
  'households.invalid-invite-code',
  'households.already-in-household',
  'households.only-member-cannot-leave',
] as const satisfies readonly `households.${string}`[];
export type HouseholdsErrorCode = (typeof householdsErrorCodes)[number];
