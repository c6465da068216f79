import { type ChatMessage, chatSocketIdHeader, type SendChatMessageBody } from '@sous/contracts';
import { ApiError, requiresReauth } from '@/lib/api-client';
import { assignLocation } from '@/lib/browser-location';
import { createSseParser } from '../lib/sse-parser';

export interface ChatStreamHandlers {
  onContent: (content: string) => void;
  /**
   * This device's socket: the server leaves it out of the reply's `chat:token`/`chat:done`, which
   * go to the user's other devices, so this one reads its reply from the response only.
   */
  socketId?: string | null;
  signal?: AbortSignal;
}

/** The stream ended without its `[DONE]` marker: the reply was cut off. */
export class ChatStreamInterrupted extends Error {
  constructor() {
    super('The reply stream ended before its end marker');
    this.name = 'ChatStreamInterrupted';
  }
}

/**
 * `POST /api/chat` (spec 001 §7): sends the message and reads the Server-Sent Events reply,
 * calling `onContent` per piece. Resolves at `data: [DONE]` with the messages the server saved
 * (empty when it did not say); rejects with ApiError on a refusal, ChatStreamInterrupted if the
 * body ends early, and the AbortError when `signal` aborts.
 */
export async function streamChat(body: SendChatMessageBody, { onContent, socketId, signal }: ChatStreamHandlers): Promise<ChatMessage[]> {
  const res = await fetch('/api/chat', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(socketId ? { [chatSocketIdHeader]: socketId } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok) {
    const text = await res.text();
    if (requiresReauth(res.status, text)) {
      assignLocation('/');
      return new Promise<never>(() => undefined);
    }
    throw new ApiError(res.status, text, res.statusText);
  }
  if (!res.body) throw new ChatStreamInterrupted();

  const parser = createSseParser();
  const reader = res.body.getReader();
  let saved: ChatMessage[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const events = done ? parser.end() : parser.push(value);
      for (const event of events) {
        if (event.kind === 'done') return saved;
        if (event.kind === 'saved') saved = event.messages;
        else onContent(event.content);
      }
      if (done) throw new ChatStreamInterrupted();
    }
  } finally {
    // Frees the connection when we stop early (the marker, an abort, or an error in a handler).
    reader.releaseLock();
  }
}
