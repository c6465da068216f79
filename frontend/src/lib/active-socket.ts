import type { ServerToClientListeners } from '@sous/contracts';
import type { Socket } from 'socket.io-client';

// The session's one socket, for screens that listen to events only while they are open (the chat's
// streaming tokens) instead of opening a second connection. Kept apart from `socket.ts` so such a
// screen does not bundle the socket.io client a second time into its own chunk.
type SousSocket = Socket<ServerToClientListeners>;

let activeSocket: SousSocket | null = null;
const socketWatchers = new Set<() => void>();

export function setActiveSocket(socket: SousSocket | null): void {
  activeSocket = socket;
  for (const watch of socketWatchers) watch();
}

/** Forgets `socket` if it is still the session's socket. */
export function clearActiveSocket(socket: SousSocket): void {
  if (activeSocket === socket) setActiveSocket(null);
}

export const getActiveSocket = (): SousSocket | null => activeSocket;

export function watchActiveSocket(watch: () => void): () => void {
  socketWatchers.add(watch);
  return () => {
    socketWatchers.delete(watch);
  };
}
