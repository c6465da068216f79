/** The codes of the feedback module's refusals (docs/api-errors.md has each one's status). */
export const feedbackErrorCodes = [
  'feedback.not-found',
] as const satisfies readonly `feedback.${string}`[];
export type FeedbackErrorCode = (typeof feedbackErrorCodes)[number];
