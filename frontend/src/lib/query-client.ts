import { MutationCache, onlineManager, QueryCache, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { getQueryFn, isNetworkFailure, OfflineError, offlineWriteText, serverMessage } from './api-client';
import { foodItemsKey, foodItemsQueryOptions } from './api/food-items';
import { mealPlansQueryFn } from './api/meal-plan-pages';
import { recipesKey, recipesQueryOptions } from './api/recipes';
import { persistQueries, seedFromLocalCache } from './query-persistence';
import { queryKeys } from './query-keys';
import { toast } from './toast-store';

/**
 * Spec 000 §8: a failed query clears its cached entry, so stale data is never shown as if it were
 * current. A query nobody watches is dropped; a watched one keeps its error state but loses its data
 * (removing a watched query would make its observer rebuild and refetch it in a loop).
 * A read that got no answer (offline, server unreachable) keeps its data: that is the offline
 * copy the banner says is in use, and the server did not say it is wrong.
 */
export function clearFailedQuery(client: QueryClient, query: Query<unknown, unknown, unknown, QueryKey>): void {
  if (query.getObserversCount() === 0) {
    client.getQueryCache().remove(query);
    return;
  }
  if (query.state.data !== undefined) query.setState({ data: undefined, dataUpdatedAt: 0 });
}

/**
 * What a mutation tells the app-wide error toast (issue 19: one toast path instead of a copy per screen).
 * Without `errorTitle` a failure shows no toast here, so a screen that reports failures its own way
 * (inline field errors, a 409 applied in place) simply leaves it out or filters with `errorToast`.
 */
export interface AppMutationMeta extends Record<string, unknown> {
  /** Title of the destructive toast shown when the mutation fails. */
  errorTitle?: string;
  /** Description when the server sent no `message` (default: the error's own message). */
  errorFallback?: string;
  /**
   * A fixed description shown instead of the server's message, or `false` for a title-only toast;
   * for screens whose spec text names the failure without the server's words.
   */
  errorDescription?: string | false;
  /** `false` for failures the screen reports itself; the others still get the toast. */
  errorToast?: (error: Error) => boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AppMutationMeta;
  }
}

/** The toast for a failed mutation, or nothing when its meta asks for none. */
export function mutationErrorToast(error: Error, meta: AppMutationMeta | undefined): void {
  // An offline refusal gets its own explanation in onSettled; toasting the title first would only flash.
  if (!meta?.errorTitle || error instanceof OfflineError) return;
  if (meta.errorToast && !meta.errorToast(error)) return;
  const description = meta.errorDescription === undefined ? serverMessage(error, meta.errorFallback ?? error.message) : meta.errorDescription || undefined;
  toast({ variant: 'destructive', title: meta.errorTitle, description });
}

/** Spec 000 §9 defaults: no interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isNetworkFailure(error)) clearFailedQuery(client, query);
      },
    }),
    mutationCache: new MutationCache({
      // Runs before the mutation's own onError, so a screen's extra handling (undo, reset) still follows.
      onError: (error, _variables, _context, mutation) => mutationErrorToast(error, mutation.meta),
      // onSettled runs after the mutation's own onError, so this toast replaces a screen's generic
      // failure toast (one toast at a time) with the reason: the write was refused offline.
      onSettled: (_data, error) => {
        if (error instanceof OfflineError) toast({ variant: 'destructive', ...offlineWriteText });
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn<unknown>({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      // 'always': a write made offline runs and is refused at once by apiRequest (OfflineError)
      // instead of TanStack's default of pausing it in memory, where a reload would lose it unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // the long lists come a page at a time whoever refetches them (a socket reconnect, a seeded
  // cache), not only a screen that mounted their query options
  client.setQueryDefaults(recipesKey, { queryFn: recipesQueryOptions().queryFn });
  client.setQueryDefaults(foodItemsKey, { queryFn: foodItemsQueryOptions().queryFn });
  client.setQueryDefaults(queryKeys.mealPlans, { queryFn: mealPlansQueryFn });
  return client;
}

/** The app's client: seeded from the local cache and writing back to it (spec 000 §9). */
export function createAppQueryClient(): QueryClient {
  // TanStack assumes online until an 'offline' event: a page opened without a connection (served
  // by the service worker) must start paused, showing the cached lists instead of failing reads.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const client = createQueryClient();
  seedFromLocalCache(client);
  persistQueries(client);
  return client;
}

export const queryClient = createAppQueryClient();
