/** The codes of the cooking-terms module's refusals (docs/api-errors.md has each one's status). */
export const cookingTermsErrorCodes = [
  'cooking-terms.not-found',
  'cooking-terms.term-exists',
] as const satisfies readonly `cooking-terms.${string}`[];
export type CookingTermsErrorCode = (typeof cookingTermsErrorCodes)[number];
