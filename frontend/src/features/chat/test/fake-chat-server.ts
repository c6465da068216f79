import type { ChatMessage } from '@sous/contracts';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export const saved = (id: string, role: ChatMessage['role'], content: string, metadata: string | null = null): ChatMessage => ({
  id,
  userId: 'u1',
  role,
  content,
  timestamp: '2026-11-24T10:00:00.000Z',
  metadata,
  attachments: [],
});

/** A fake backend: the chat history, and a `POST /api/chat` whose SSE body the test writes piece by piece. */
export function fakeChatServer(initial: ChatMessage[] = []) {
  let history = [...initial];
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  const requests: { method: string; url: string; body: unknown; headers: Headers }[] = [];
  /** `METHOD url` the server answers 500 to (a failing write). */
  const failing = new Set<string>();
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const respond = (input: RequestInfo | URL, init?: RequestInit): Response => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, url, body, headers: new Headers(init?.headers) });
    if (failing.has(`${method} ${url}`)) return json({ message: 'The server is down' }, 500);
    if (url === '/api/auth/user') return json({ id: 'u1', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null, hasCompletedOnboarding: true });
    if (url === '/api/food-items') return json([{ id: 'f1', name: 'rice' }]);
    if (url === '/api/chat/messages' && method === 'GET') return json(history);
    if (url === '/api/chat/messages' && method === 'DELETE') {
      history = [];
      return new Response(null, { status: 204 });
    }
    if (url === '/api/feedback') return json({ id: 'fb1' }, 201);
    if (url === '/api/chat' && method === 'POST') {
      const readable = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
      init?.signal?.addEventListener('abort', () => stream?.error(new DOMException('aborted', 'AbortError')));
      return new Response(readable, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'x-chat-stream-id': 'own-stream' } });
    }
    return json({ message: 'Not found' }, 404);
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(respond(input, init)));
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    setHistory: (rows: ChatMessage[]) => (history = rows),
    fail: (method: string, url: string) => failing.add(`${method} ${url}`),
    write: (text: string) => act(() => stream?.enqueue(encoder.encode(text))),
    close: () => act(() => stream?.close()),
    hasStream: () => stream !== null,
  };
}

