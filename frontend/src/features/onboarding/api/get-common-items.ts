import type { CommonItemsResponse } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const commonItemsKey = ['/api/onboarding/common-items'] as const;

/** `GET /api/onboarding/common-items`: category name → the items offered in it. */
export async function fetchCommonItems(signal?: AbortSignal): Promise<CommonItemsResponse> {
  return (await getJson<CommonItemsResponse>(commonItemsKey[0], 'throw', signal)) ?? { categories: {} };
}

export const commonItemsQueryOptions = () =>
  queryOptions({
    queryKey: commonItemsKey,
    queryFn: ({ signal }) => fetchCommonItems(signal),
  });

export function useCommonItems() {
  return useQuery(commonItemsQueryOptions());
}
