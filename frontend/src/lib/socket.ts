import {
  entityEventName,
  type EntityEventName,
  parseEntityEvent,
  realtimeEntities,
  type RealtimeEntity,
  realtimeOps,
  type ServerEventPayload,
  type ServerToClientListeners,
} from '@sous/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { queryKeys } from './query-keys';
import { clearActiveSocket, setActiveSocket } from './active-socket';
import { applyEntityEvent, derivedListKeys } from './socket-cache';

export type SousSocket = Socket<ServerToClientListeners>;

export const entityEventNames = realtimeEntities.flatMap((entity) =>
  realtimeOps.map((op) => entityEventName(entity, op)),
);

/** How long a burst of inventory events (a cook takes from ten lots) waits before one refetch. */
export const DERIVED_REFETCH_DELAY_MS = 250;

/**
 * Refetches the lists computed from an entity once per burst of its events, not once per event:
 * cooking a meal touches many lots, and each would otherwise refetch the whole cookbook.
 */
function derivedRefetcher(queryClient: QueryClient): (entity: RealtimeEntity) => void {
  const pending = new Map<RealtimeEntity, ReturnType<typeof setTimeout>>();
  return (entity) => {
    const keys = derivedListKeys[entity];
    if (!keys || pending.has(entity)) return;
    pending.set(
      entity,
      setTimeout(() => {
        pending.delete(entity);
        // by prefix: a recipe's detail and a plan's cook preview are computed from the inventory too
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      }, DERIVED_REFETCH_DELAY_MS),
    );
  };
}

/** Feeds one entity event into the query cache, typed by the contracts' event map. */
function listenToEntityEvent<E extends EntityEventName>(
  socket: SousSocket,
  queryClient: QueryClient,
  name: E,
  refetchDerived: (entity: RealtimeEntity) => void,
): void {
  // socket.io's types cannot follow a generic event name to its listener; this signature is the
  // same pairing of name and payload, taken from the contracts' map
  const on = socket.on.bind(socket) as (event: E, listener: (payload: ServerEventPayload<E>) => void) => void;
  const entity = parseEntityEvent(name)?.entity;
  on(name, (payload) => {
    applyEntityEvent(queryClient, name, payload);
    if (entity) refetchDerived(entity);
  });
}

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
  const refetchDerived = derivedRefetcher(queryClient);
  for (const name of entityEventNames) listenToEntityEvent(socket, queryClient, name, refetchDerived);
  // The expiry check pushes the user's whole list of expiring items (DESIGN §3).
  socket.on('notification:expiring', (notifications) => {
    queryClient.setQueryData(queryKeys.expirationNotifications, notifications);
  });
  // Settings shows the household's name and members: another member's rename or a join/leave
  // refreshes it (the rename carries the name; membership changes refetch the member list).
  socket.on('household:renamed', ({ householdId, name }) => {
    queryClient.setQueryData<{ id: string; name: string }>(queryKeys.household, (household) =>
      household && household.id === householdId ? { ...household, name } : household,
    );
  });
  for (const event of ['household:member-joined', 'household:member-left'] as const) {
    socket.on(event, () => void queryClient.invalidateQueries({ queryKey: queryKeys.household }));
  }
  socket.io.on('reconnect', () => {
    void queryClient.invalidateQueries({ type: 'active' });
  });
  return socket;
}
