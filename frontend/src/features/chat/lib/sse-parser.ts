import { type ChatMessage, chatStreamChunk, chatStreamDone, chatStreamSaved } from '@sous/contracts';

/** What one complete SSE event of the chat stream means. */
export type ChatStreamEvent = { kind: 'content'; content: string } | { kind: 'saved'; messages: ChatMessage[] } | { kind: 'done' };

/**
 * Incremental parser of the `POST /api/chat` stream (spec 001 §7): events are `data: …` lines
 * separated by a blank line; `data: {"content":"","saved":[…]}` carries the saved messages and `data: [DONE]` ends it. Network chunks split anywhere, even inside a
 * multi-byte character or between `\r` and `\n`, so text is buffered until an event is complete.
 * Lines that are not `data:` (comments, `event:`, `id:`) are ignored, as are unparseable payloads.
 */
export function createSseParser() {
  const decoder = new TextDecoder();
  let buffer = '';

  const parseEvent = (block: string): ChatStreamEvent | null => {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (data === '') return null;
    if (data === chatStreamDone) return { kind: 'done' };
    try {
      const json: unknown = JSON.parse(data);
      if (typeof json === 'object' && json !== null && 'saved' in json) {
        const saved = chatStreamSaved.safeParse(json);
        return saved.success ? { kind: 'saved', messages: saved.data.saved } : null;
      }
      const chunk = chatStreamChunk.safeParse(json);
      return chunk.success ? { kind: 'content', content: chunk.data.content } : null;
    } catch {
      return null;
    }
  };

  const drain = (final: boolean): ChatStreamEvent[] => {
    // A lone trailing '\r' may be the first half of '\r\n': keep it until the next chunk.
    const keepCr = !final && buffer.endsWith('\r');
    const text = (keepCr ? buffer.slice(0, -1) : buffer).replace(/\r\n?/g, '\n');
    const blocks = text.split('\n\n');
    const rest = final ? '' : (blocks.pop() ?? '');
    buffer = rest + (keepCr ? '\r' : '');
    const events: ChatStreamEvent[] = [];
    for (const block of blocks) {
      const event = parseEvent(block);
      if (event) events.push(event);
    }
    return events;
  };

  return {
    /** Feeds one network chunk; returns the events it completed. */
    push(chunk: Uint8Array | string): ChatStreamEvent[] {
      buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      return drain(false);
    },
    /** The body ended: whatever is left counts as a last event (a server may omit the final blank line). */
    end(): ChatStreamEvent[] {
      buffer += decoder.decode();
      return drain(true);
    },
  };
}
