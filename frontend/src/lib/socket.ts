import {
  entityEventName,
  realtimeEntities,
  realtimeOps,
  type ServerToClientListeners,
} from '@sous/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { queryKeys } from './query-keys';
import { clearActiveSocket, setActiveSocket } from './active-socket';
import { applyEntityEvent } from './socket-cache';

export type SousSocket = Socket<ServerToClientListeners>;

export const entityEventNames = realtimeEntities.flatMap((entity) =>
  realtimeOps.map((op) => entityEventName(entity, op)),
);

/** Closes the session's socket (sign-out, unmount). */
export function disconnectRealtime(socket: SousSocket): void {
  socket.disconnect();
  clearActiveSocket(socket);
}

/**
 * Opens the one socket of a signed-in session (same origin; the session cookie authenticates it),
 * feeds entity events into the query cache, and after a reconnect refetches what is on screen,
 * since events sent while disconnected are lost.
 */
export function connectRealtime(queryClient: QueryClient, open: typeof io = io): SousSocket {
  const socket: SousSocket = open({ withCredentials: true });
  setActiveSocket(socket);
  for (const name of entityEventNames) {
    socket.on(name, (payload: unknown) => {
      applyEntityEvent(queryClient, name, payload);
    });
  }
  // The expiry check pushes the user's whole list of expiring items (DESIGN §3).
  socket.on('notification:expiring', (notifications) => {
    queryClient.setQueryData(queryKeys.expirationNotifications, notifications);
  });
  socket.io.on('reconnect', () => {
    void queryClient.invalidateQueries({ type: 'active' });
  });
  return socket;
}
