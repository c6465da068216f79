import type { AuthUser } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const currentUserKey = ['/api/auth/user'] as const;

/** The signed-in user, or null when signed out (a plain 401 is an answer here, not an error). */
export function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  return getJson<AuthUser>(currentUserKey[0], 'returnNull', signal);
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
