import type { WasteSuggestionsResponse } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const wasteSuggestionsKey = ['/api/suggestions/waste-reduction'] as const;

/** `GET /api/suggestions/waste-reduction`: tips for using up what the household has. */
export async function fetchWasteSuggestions(signal?: AbortSignal): Promise<string[]> {
  return (await getJson<WasteSuggestionsResponse>(wasteSuggestionsKey[0], 'throw', signal))?.suggestions ?? [];
}

export const wasteSuggestionsQueryOptions = () =>
  queryOptions({
    queryKey: wasteSuggestionsKey,
    queryFn: ({ signal }) => fetchWasteSuggestions(signal),
  });

export function useWasteSuggestions() {
  return useQuery(wasteSuggestionsQueryOptions());
}
