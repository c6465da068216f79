/** The codes of the push module's refusals (docs/api-errors.md has each one's status). */
export const pushErrorCodes = [
  'push.food-item-not-found',
  'push.subscription-not-found',
] as const satisfies readonly `push.${string}`[];
export type PushErrorCode = (typeof pushErrorCodes)[number];
