import type { UserPreferences } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const preferencesKey = queryKeys.preferences;

/** `GET /api/user/preferences`: the onboarding fields as saved. */
export async function fetchPreferences(signal?: AbortSignal): Promise<UserPreferences> {
  return (await getJson<UserPreferences>(preferencesKey[0], 'throw', signal)) as UserPreferences;
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => fetchPreferences(signal),
  });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
