import type { Household } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const householdKey = queryKeys.household;

/** `GET /api/household`: the caller's household, its members and the current invite code. */
export async function fetchHousehold(signal?: AbortSignal): Promise<Household> {
  return (await getJson<Household>(householdKey[0], 'throw', signal)) as Household;
}

export const householdQueryOptions = () =>
  queryOptions({
    queryKey: householdKey,
    queryFn: ({ signal }) => fetchHousehold(signal),
  });

export function useHousehold() {
  return useQuery(householdQueryOptions());
}
