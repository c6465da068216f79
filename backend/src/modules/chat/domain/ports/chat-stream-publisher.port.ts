import type { ChatMessage } from '@sous/contracts';

/** Who sees a reply stream live: the user's devices, less the one that asked (it reads its HTTP response). */
export interface ChatStreamAudience {
  userId: string;
  /** The asking device's socket id; null when it did not give one (then every device of the user). */
  exceptSocketId: string | null;
}

/**
 * Where a reply's live copy goes while it is written: the user's other devices (the realtime
 * service today, `adapters/realtime-chat-stream.publisher.ts`). Called straight from the exchange,
 * not through the event bus: the batches are a view of a reply in progress, not domain changes, and
 * they must leave out the asking device. Injected with `@Inject(CHAT_STREAM_PUBLISHER)`; a test fakes it.
 */
export interface ChatStreamPublisher {
  /** A batch of the reply's text, in order. Sent only once the user's message is saved. */
  token(audience: ChatStreamAudience, streamId: string, content: string): void;
  /** The reply is saved (after its commit): devices swap the text they streamed for `message`. */
  done(audience: ChatStreamAudience, streamId: string, message: ChatMessage): void;
}

export const CHAT_STREAM_PUBLISHER = Symbol('ChatStreamPublisher');
