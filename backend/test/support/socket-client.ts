import type { ServerEventName, ServerToClientListeners } from '@sous/contracts';
import { io, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientListeners>;

/**
 * Connects like the web app does, resolving once admitted and rejecting with the refusal. `auth`
 * is for the test authenticator; `cookie` sends a session cookie as a browser would.
 */
export function connectSocket(baseUrl: string, auth?: Record<string, string>, cookie?: string): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    auth,
    extraHeaders: cookie ? { cookie } : undefined,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Every payload of one event a socket receives, in order. */
export function record<E extends ServerEventName>(socket: TestSocket, event: E): Parameters<ServerToClientListeners[E]>[0][] {
  const received: Parameters<ServerToClientListeners[E]>[0][] = [];
  (socket as unknown as { on(event: string, listener: (payload: never) => void): void }).on(event, (payload) => {
    received.push(payload);
  });
  return received;
}

/** Resolves when `check` passes, polling briefly; events cross Redis when it is configured. */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
