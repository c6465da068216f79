import type { ServerResponse } from 'node:http';
import { type ChatMessage, type ChatStreamChunk, type ChatStreamSaved, chatStreamDone, chatStreamIdHeader } from '@sous/contracts';
import { SseWriter } from '#platform/http/sse-writer.js';
import type { ChatReplyChannel } from '../chef/reply-channel.js';

/**
 * The reply as Server-Sent Events (spec 001 §7): `data: {"content":"…"}` per piece, each followed
 * by a blank line, `data: {"content":"","saved":[…]}` once the messages are saved, and `data: [DONE]` at the
 * end. The client leaving aborts the signal, so the chef stops and what was written so far is saved.
 */
export class SseReplyChannel implements ChatReplyChannel {
  private readonly sse: SseWriter;

  constructor(res: ServerResponse) {
    this.sse = new SseWriter(res);
  }

  get signal(): AbortSignal {
    return this.sse.signal;
  }

  get isOpen(): boolean {
    return this.sse.isOpen;
  }

  open(streamId: string): void {
    this.sse.open({ [chatStreamIdHeader]: streamId });
  }

  write(text: string): void {
    const chunk: ChatStreamChunk = { content: text };
    this.sse.send(JSON.stringify(chunk));
  }

  /**
   * Ends the stream with the saved messages and the marker; nothing to do if it never opened or the
   * client left. Without `saved` (the exchange failed) the client refetches its history instead.
   */
  end(saved: ChatMessage[] = []): void {
    if (saved.length > 0) {
      const event: ChatStreamSaved = { content: '', saved };
      this.sse.send(JSON.stringify(event));
    }
    this.sse.send(chatStreamDone);
    this.sse.end();
  }
}
