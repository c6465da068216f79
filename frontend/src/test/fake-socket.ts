import type { ServerToClientListeners } from '@sous/contracts';
import { act } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { setActiveSocket } from '@/lib/active-socket';

/**
 * A stand-in for the session's socket (lib/active-socket) that the screen under test subscribes
 * to and the test plays the server's events on, typed by the realtime contract. The test setup
 * clears the active socket after every test.
 */
export function fakeActiveSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    on: (event: string, fn: (payload: unknown) => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(fn)),
    off: (event: string, fn: (payload: unknown) => void) => listeners.get(event)?.delete(fn),
  };
  const emit = <E extends keyof ServerToClientListeners>(event: E, payload: Parameters<ServerToClientListeners[E]>[0]) =>
    act(() => listeners.get(event)?.forEach((fn) => fn(payload)));
  setActiveSocket(socket as unknown as Socket<ServerToClientListeners>);
  return { emit };
}
