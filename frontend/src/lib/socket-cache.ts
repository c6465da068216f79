import {
  parseEntityEvent,
  type EntityRow,
  type RealtimeEntity,
  type RealtimeOp,
} from '@sous/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** The list query each realtime entity lives in (the key is the list's URL, spec 000 §7). */
export const entityListKeys: Record<RealtimeEntity, readonly [string]> = {
  'food-item': ['/api/food-items'],
  'storage-location': ['/api/storage-locations'],
  'shopping-item': ['/api/shopping-list/items'],
  'meal-plan': ['/api/meal-plans'],
  recipe: ['/api/recipes'],
  'chat-message': ['/api/chat/messages'],
  appliance: ['/api/appliances'],
  // the glossary recipe cards highlight; an admin's edit reaches every open card
  'cooking-term': ['/api/cooking-terms'],
};

function hasId(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';
}

/** Pure list transitions: created/updated upsert by id, deleted removes by id. */
export function applyToList(list: readonly unknown[], op: RealtimeOp, payload: EntityRow | { id: string }): unknown[] {
  if (op === 'deleted') return list.filter((row) => !(hasId(row) && row.id === payload.id));
  const index = list.findIndex((row) => hasId(row) && row.id === payload.id);
  if (index === -1) return [...list, payload];
  const next = [...list];
  next[index] = payload;
  return next;
}

/**
 * Applies one `<entity>:<op>` socket event to the query cache. Only lists already in the cache are
 * touched: starting a list from a single event would show a partial list as if it were complete.
 * Returns false for events that are not entity events.
 */
export function applyEntityEvent(queryClient: QueryClient, event: string, payload: unknown): boolean {
  const parsed = parseEntityEvent(event);
  if (!parsed || !hasId(payload)) return false;
  const listKey = entityListKeys[parsed.entity];

  queryClient.setQueryData<unknown>(listKey, (old: unknown) =>
    Array.isArray(old) ? applyToList(old, parsed.op, payload) : old,
  );

  const detailKey = [...listKey, payload.id];
  if (parsed.op === 'deleted') {
    queryClient.removeQueries({ queryKey: detailKey, exact: true });
  } else if (queryClient.getQueryData(detailKey) !== undefined) {
    queryClient.setQueryData(detailKey, payload);
  }
  return true;
}
