import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ChatStreamInterrupted, streamChat } from './send-chat-message';

function sse(chunks: string[], headers: Record<string, string> = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream', ...headers } });
}

afterEach(() => vi.unstubAllGlobals());

describe('streamChat', () => {
  it("posts the message with this device's socket id and hands over each piece", async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(sse(['data: {"content":"Hel"}\n\ndata: {"con', 'tent":"lo"}\n\n', 'data: [DONE]\n\n'])));
    vi.stubGlobal('fetch', fetchMock);
    const pieces: string[] = [];
    await streamChat({ message: 'hi', attachments: [] }, { socketId: 'sock-1', onContent: (c) => pieces.push(c) });
    expect(pieces).toEqual(['Hel', 'lo']);
    expect(fetchMock).toHaveBeenCalledWith('/api/chat', expect.objectContaining({ method: 'POST', body: JSON.stringify({ message: 'hi', attachments: [] }) }));
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('x-chat-socket-id')).toBe('sock-1');
  });

  it('names no socket when this device has none open', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(sse(['data: [DONE]\n\n'])));
    vi.stubGlobal('fetch', fetchMock);
    await streamChat({ message: 'hi' }, { socketId: null, onContent: () => undefined });
    expect(new Headers(fetchMock.mock.calls[0][1].headers).has('x-chat-socket-id')).toBe(false);
  });

  it('resolves with the messages the server saved, or none when it did not say', async () => {
    const message = { id: 'm2', userId: 'u1', role: 'assistant', content: 'Hi', timestamp: '2026-11-24T10:00:00.000Z', metadata: null, attachments: [] };
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(sse([`data: {"content":"Hi"}\n\ndata: ${JSON.stringify({ content: '', saved: [message] })}\n\n`, 'data: [DONE]\n\n']))));
    await expect(streamChat({ message: 'hi' }, { onContent: () => undefined })).resolves.toEqual([message]);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(sse(['data: {"content":"Hi"}\n\ndata: [DONE]\n\n']))));
    await expect(streamChat({ message: 'hi' }, { onContent: () => undefined })).resolves.toEqual([]);
  });

  it('rejects when the body ends without the end marker, and with the server message on a refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(sse(['data: {"content":"cut"}\n\n']))));
    await expect(streamChat({ message: 'hi' }, { onContent: () => undefined })).rejects.toBeInstanceOf(ChatStreamInterrupted);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"message":"message: Type a message or attach a file"}', { status: 400 }))));
    const refusal = streamChat({ message: '' }, { onContent: () => undefined });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 400 });
  });
});
