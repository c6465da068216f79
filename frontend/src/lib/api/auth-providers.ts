import type { AuthProvider } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const authProvidersKey = queryKeys.authProviders;

/** `GET /api/auth/providers`: the five spec providers always, `oidc` when the server has one. */
export async function fetchAuthProviders(signal?: AbortSignal): Promise<AuthProvider[]> {
  return (await getJson<AuthProvider[]>(authProvidersKey[0], 'throw', signal)) ?? [];
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authProvidersKey,
    queryFn: ({ signal }) => fetchAuthProviders(signal),
  });

/** Shared by the landing page (which providers work) and settings (the ways to sign in). */
export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
