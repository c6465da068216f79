/** The codes of the chat module's refusals (docs/api-errors.md has each one's status). */
export const chatErrorCodes = [
  'chat.invalid-tool-input',
  'chat.invalid-attachment',
  'chat.transcription-failed',
] as const satisfies readonly `chat.${string}`[];
export type ChatErrorCode = (typeof chatErrorCodes)[number];
