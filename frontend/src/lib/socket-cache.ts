import {
  parseEntityEvent,
  realtimeListPaths,
  type DeletedPayload,
  type EntityEventName,
  type EntityRowOf,
  type RealtimeEntity,
  type ServerEventPayload,
} from '@sous/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { removeRow, upsertRows } from './list-merge';

/**
 * The list query each realtime entity lives in: the key is its REST list's path (spec 000 §7),
 * from the contracts' realtime map. Complete by type: an entity added there breaks the build here.
 */
export const realtimeListKeys = {
  'food-item': [realtimeListPaths['food-item']],
  'storage-location': [realtimeListPaths['storage-location']],
  'shopping-item': [realtimeListPaths['shopping-item']],
  'meal-plan': [realtimeListPaths['meal-plan']],
  recipe: [realtimeListPaths.recipe],
  'chat-message': [realtimeListPaths['chat-message']],
  appliance: [realtimeListPaths.appliance],
  // the glossary recipe cards highlight; an admin's edit reaches every open card
  'cooking-term': [realtimeListPaths['cooking-term']],
} as const satisfies { readonly [E in RealtimeEntity]: readonly [(typeof realtimeListPaths)[E]] };

/**
 * Lists whose rows are computed from another entity: a recipe's `ingredientMatches` and a meal
 * plan's availability come from the inventory, and no recipe or meal-plan event follows a food
 * change, so these lists are refetched (if on screen) when that entity changes.
 */
export const derivedListKeys: { readonly [E in RealtimeEntity]?: readonly (readonly string[])[] } = {
  'food-item': [realtimeListKeys.recipe, realtimeListKeys['meal-plan']],
};

/** A list row: what the list query of an entity holds. */
type Row = EntityRowOf<RealtimeEntity>;

/** What one event does to a list: created/updated carry the row, deleted its id. */
export type ListChange<R extends Row> = { op: 'created' | 'updated'; row: R } | { op: 'deleted'; id: string };

/** Lists shown newest first: a row another device created goes to the top, as the creating device puts it. */
const newestFirst: ReadonlySet<RealtimeEntity> = new Set(['recipe']);

/**
 * Pure list transitions: created/updated upsert by id (never over a later write of the row: the
 * answer to this device's own write may have landed first), deleted removes by id.
 */
export function applyToList<R extends Row>(list: readonly R[], change: ListChange<NoInfer<R>>, place: 'start' | 'end' = 'end'): R[] {
  if (change.op === 'deleted') return removeRow(list, change.id);
  return upsertRows(list, [change.row], place);
}

/**
 * Applies one `<entity>:<op>` socket event to the query cache. Only lists already in the cache are
 * touched: starting a list from a single event would show a partial list as if it were complete.
 * Returns false for a name that is not an entity event (the socket only hands over entity events).
 */
export function applyEntityEvent<E extends EntityEventName>(queryClient: QueryClient, event: E, payload: ServerEventPayload<E>): boolean {
  const parsed = parseEntityEvent(event);
  if (!parsed) return false;
  const update: Row | DeletedPayload = payload;
  // the signature pairs the name with its payload; TypeScript cannot carry that pairing to `op`
  const change: ListChange<Row> = parsed.op === 'deleted' ? { op: 'deleted', id: update.id } : { op: parsed.op, row: update as Row };
  const listKey = realtimeListKeys[parsed.entity];

  queryClient.setQueryData<unknown>(listKey, (old: unknown) =>
    Array.isArray(old) ? applyToList<Row>(old, change, newestFirst.has(parsed.entity) ? 'start' : 'end') : old,
  );

  const detailKey = [...listKey, update.id];
  if (change.op === 'deleted') {
    queryClient.removeQueries({ queryKey: detailKey, exact: true });
  } else if (queryClient.getQueryData(detailKey) !== undefined) {
    queryClient.setQueryData(detailKey, change.row);
  }
  return true;
}
