import type { ApiToken } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/** The query key is the URL (spec 000 §7). */
export const apiTokensKey = ['/api/tokens'] as const;

/** `GET /api/tokens`: the caller's personal access tokens, newest first, never their secrets. */
export async function fetchApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  return (await getJson<ApiToken[]>(apiTokensKey[0], 'throw', signal)) as ApiToken[];
}

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokensKey,
    queryFn: ({ signal }) => fetchApiTokens(signal),
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
