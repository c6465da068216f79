import type { CookingTerm } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const cookingTermsKey = queryKeys.cookingTerms;

/** `GET /api/cooking-terms` (spec 001 §7): the glossary the recipe card highlights in instructions. */
export async function fetchCookingTerms(signal?: AbortSignal): Promise<CookingTerm[]> {
  return (await getJson<CookingTerm[]>(cookingTermsKey[0], 'throw', signal)) ?? [];
}

export const cookingTermsQueryOptions = () =>
  queryOptions({
    queryKey: cookingTermsKey,
    queryFn: ({ signal }) => fetchCookingTerms(signal),
  });

export function useCookingTerms() {
  return useQuery(cookingTermsQueryOptions());
}
