import type { ChatMessage } from '@sous/contracts';

/** The saved history with notes kept only on this screen, in time order (the history is oldest first). */
export function mergeMessages(saved: readonly ChatMessage[], local: readonly ChatMessage[]): ChatMessage[] {
  if (local.length === 0) return [...saved];
  return [...saved, ...local].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}
