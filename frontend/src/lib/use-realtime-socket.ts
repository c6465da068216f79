import { useSyncExternalStore } from 'react';
import type { ServerToClientListeners } from '@sous/contracts';
import type { Socket } from 'socket.io-client';
import { getActiveSocket, watchActiveSocket } from './active-socket';

/** The session's socket once it is open (null before, and while signed out). */
export function useRealtimeSocket(): Socket<ServerToClientListeners> | null {
  return useSyncExternalStore(watchActiveSocket, getActiveSocket, () => null);
}
