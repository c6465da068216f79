import type { ServerResponse } from 'node:http';
import { type ChatStreamChunk, chatStreamDone, chatStreamIdHeader } from '@sous/contracts';
import type { ChatReplyChannel } from '../chef/reply-channel.js';

/**
 * The reply as Server-Sent Events (spec 001 §7): `data: {"content":"…"}` per piece, each followed
 * by a blank line, and `data: [DONE]` at the end. The client leaving aborts the signal, so the
 * chef stops and what was written so far is saved.
 */
export class SseReplyChannel implements ChatReplyChannel {
  private readonly aborter = new AbortController();
  private opened = false;

  constructor(private readonly res: ServerResponse) {
    // 'close' on the response, not the request: the request's fires as soon as its body is read
    res.on('close', () => {
      if (!res.writableFinished) this.aborter.abort();
    });
  }

  get signal(): AbortSignal {
    return this.aborter.signal;
  }

  get isOpen(): boolean {
    return this.opened;
  }

  open(streamId: string): void {
    if (this.opened) return;
    this.opened = true;
    this.res.statusCode = 200;
    this.res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    this.res.setHeader('Cache-Control', 'no-cache, no-transform');
    this.res.setHeader('Connection', 'keep-alive');
    // nginx and other proxies would otherwise hold the stream back
    this.res.setHeader('X-Accel-Buffering', 'no');
    this.res.setHeader(chatStreamIdHeader, streamId);
    this.res.flushHeaders();
  }

  write(text: string): void {
    if (!this.opened || this.signal.aborted || this.res.writableEnded) return;
    const chunk: ChatStreamChunk = { content: text };
    this.res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  }

  /** Ends the stream with the marker; nothing to do if it never opened or the client left. */
  end(): void {
    if (!this.opened || this.res.writableEnded) return;
    if (!this.signal.aborted) this.res.write(`data: ${chatStreamDone}\n\n`);
    this.res.end();
  }
}
