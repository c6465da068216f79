import { localCache } from '@sous/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isNetworkFailure } from './api-client';
import { cacheKey, readCache, removeCache, writeCache } from './local-cache';
import { queryKeys } from './query-keys';

/**
 * The reads the app needs to draw its screens without a connection (spec 000 §9 local cache), each
 * with the `cache:` entry it is kept under. Only whole lists: a detail key such as
 * `['/api/recipes', id]` is not persisted.
 */
export const persistedQueries: readonly { queryKey: QueryKey; entry: string }[] = [
  // The profile (never a token) so the signed-in app, not the landing page, opens offline.
  { queryKey: queryKeys.currentUser, entry: 'user' },
  { queryKey: queryKeys.preferences, entry: 'user:preferences' },
  { queryKey: queryKeys.household, entry: 'household' },
  { queryKey: queryKeys.storageLocations, entry: localCache.storageLocationsKey },
  { queryKey: queryKeys.foodItems, entry: 'food-items' },
  { queryKey: queryKeys.recipes, entry: 'recipes' },
  { queryKey: queryKeys.shoppingListItems, entry: 'shopping-list:items' },
  { queryKey: queryKeys.mealPlans, entry: 'meal-plans' },
  { queryKey: queryKeys.expirationNotifications, entry: 'notifications:expiration' },
  { queryKey: queryKeys.cookingTerms, entry: 'cooking-terms' },
];

const sameKey = (a: QueryKey, b: QueryKey) => a.length === b.length && a.every((segment, i) => segment === b[i]);

export function persistedEntryFor(queryKey: QueryKey): string | undefined {
  return persistedQueries.find((row) => sameKey(row.queryKey, queryKey))?.entry;
}

/**
 * Puts every unexpired cached list into the query client before the first render, marked
 * invalidated: a screen shows it at once and refetches on mount; offline the fetch pauses
 * (TanStack's online network mode) and the cached copy stays on screen.
 */
export function seedFromLocalCache(client: QueryClient): void {
  for (const { queryKey, entry } of persistedQueries) {
    const data = readCache<unknown>(entry);
    if (data === null) continue;
    client.setQueryData(queryKey, data, { updatedAt: 0 });
    void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}

/**
 * Keeps the local cache in step with the query cache: every new answer or socket update of a
 * persisted list is written, and a read the server answered with an error clears its entry (spec
 * 000 §8: stale data must not come back as if it were current). A read that got no answer at all
 * keeps the entry: that copy is what the app shows offline. Returns the unsubscribe function.
 */
export function persistQueries(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const entry = persistedEntryFor(event.query.queryKey as QueryKey);
    if (!entry) return;
    if (event.action.type === 'success' && event.query.state.data !== undefined) {
      writeCache(entry, event.query.state.data);
    } else if (event.action.type === 'error' && !isNetworkFailure(event.action.error)) {
      removeCache(entry);
    }
  });
}

/** The full localStorage keys of the persisted lists (tests and diagnostics). */
export const persistedStorageKeys = () => persistedQueries.map(({ entry }) => cacheKey(entry));
