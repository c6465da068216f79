import type { AuthUser } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const currentUserKey = queryKeys.currentUser;

/** The signed-in user, or null when signed out (a plain 401 is an answer here, not an error). */
export function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  return getJson<AuthUser>(currentUserKey[0], 'returnNull', signal);
}

/** Spec 000 §4: the auth call is not retried on failure. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });

/** Read by the auth gate, and by every screen that shows who is signed in. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
