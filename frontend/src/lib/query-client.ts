import { QueryCache, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * Spec 000 §8: a failed query clears its cached entry, so stale data is never shown as if it were
 * current. A query nobody watches is dropped; a watched one keeps its error state but loses its data
 * (removing a watched query would make its observer rebuild and refetch it in a loop).
 */
export function clearFailedQuery(client: QueryClient, query: Query<unknown, unknown, unknown, QueryKey>): void {
  if (query.getObserversCount() === 0) {
    client.getQueryCache().remove(query);
    return;
  }
  if (query.state.data !== undefined) query.setState({ data: undefined, dataUpdatedAt: 0 });
}

/** Spec 000 §9 defaults: no interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => clearFailedQuery(client, query),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn<unknown>({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
