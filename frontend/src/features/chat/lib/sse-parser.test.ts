import { describe, expect, it } from 'vitest';
import { createSseParser, type ChatStreamEvent } from './sse-parser';

const bytes = (text: string) => new TextEncoder().encode(text);
const contents = (events: ChatStreamEvent[]) => events.map((e) => (e.kind === 'content' ? e.content : '[DONE]'));

describe('createSseParser', () => {
  it('reads the server format: data lines, blank line after each, [DONE] last', () => {
    const parser = createSseParser();
    const events = parser.push(bytes('data: {"content":"Added "}\n\ndata: {"content":"2 pound chicken"}\n\ndata: [DONE]\n\n'));
    expect(contents(events)).toEqual(['Added ', '2 pound chicken', '[DONE]']);
  });

  it('reads the saved messages the server sends before the marker', () => {
    const message = { id: 'm2', userId: 'u1', role: 'assistant', content: 'Hi', timestamp: '2026-11-24T10:00:00.000Z', metadata: null, attachments: [] };
    const parser = createSseParser();
    expect(parser.push(bytes(`data: ${JSON.stringify({ content: '', saved: [message] })}\n\ndata: [DONE]\n\n`))).toEqual([{ kind: 'saved', messages: [message] }, { kind: 'done' }]);
    // a saved event that is not messages is ignored like any unreadable payload
    expect(parser.push(bytes('data: {"content":"","saved":[{"id":"m3"}]}\n\n'))).toEqual([]);
  });

  it('waits for the blank line before emitting an event split across chunks', () => {
    const parser = createSseParser();
    expect(parser.push(bytes('data: {"cont'))).toEqual([]);
    expect(parser.push(bytes('ent":"Hi"}\n'))).toEqual([]);
    expect(contents(parser.push(bytes('\ndata: [DO')))).toEqual(['Hi']);
    expect(contents(parser.push(bytes('NE]\n\n')))).toEqual(['[DONE]']);
  });

  it('joins a multi-byte character split between chunks', () => {
    const parser = createSseParser();
    const all = bytes('data: {"content":"crème brûlée 🍮"}\n\n');
    const events: ChatStreamEvent[] = [];
    for (let i = 0; i < all.length; i += 3) events.push(...parser.push(all.slice(i, i + 3)));
    expect(contents(events)).toEqual(['crème brûlée 🍮']);
  });

  it('accepts CRLF line ends, even when \\r and \\n arrive apart', () => {
    const parser = createSseParser();
    expect(parser.push('data: {"content":"a"}\r\n\r')).toEqual([]);
    expect(contents(parser.push('\ndata: {"content":"b"}\r\n\r\n'))).toEqual(['a', 'b']);
  });

  it('keeps newlines inside the JSON content and ignores comments, other fields and bad payloads', () => {
    const parser = createSseParser();
    const events = parser.push(': keep-alive\n\nevent: message\nid: 7\ndata: {"content":"line 1\\nline 2"}\n\ndata: not json\n\ndata: {"other":1}\n\n');
    expect(contents(events)).toEqual(['line 1\nline 2']);
  });

  it('emits a last event that lacks its blank line when the body ends', () => {
    const parser = createSseParser();
    expect(contents(parser.push('data: {"content":"x"}\n\ndata: [DONE]'))).toEqual(['x']);
    expect(contents(parser.end())).toEqual(['[DONE]']);
  });

  it('joins several data lines of one event with newlines (SSE rule)', () => {
    const parser = createSseParser();
    expect(parser.push('data: {"content":\ndata: "two"}\n\n')).toEqual([{ kind: 'content', content: 'two' }]);
  });
});
