/** What decides whether the composer may send (spec 001 §4, §5). */
export interface SendState {
  text: string;
  attachmentCount: number;
  /** A reply is streaming, or the chat is otherwise busy. */
  disabled: boolean;
  uploading: boolean;
  voiceMode: boolean;
}

/** Spec 001 §5: non-blank text or at least one attachment, and not while disabled, uploading or in voice mode. */
export function canSend({ text, attachmentCount, disabled, uploading, voiceMode }: SendState): boolean {
  if (disabled || uploading || voiceMode) return false;
  return text.trim() !== '' || attachmentCount > 0;
}

/** The composer's Enter key (spec 001 §2): Enter sends, Shift+Enter inserts a new line; an IME composition never sends. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
