import { search, type FoodSearchResponse } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/** The search URL of spec 000 §7: query, pageSize=20, dataType=Branded. It is also the query key. */
export function foodSearchUrl(term: string): string {
  const params = new URLSearchParams({ query: term.trim(), pageSize: String(search.pageSize), dataType: 'Branded' });
  return `/api/usda/search?${params.toString()}`;
}

/** `GET /api/usda/search`: the foods matching a name or brand. */
export async function searchFoods(term: string, signal?: AbortSignal): Promise<FoodSearchResponse> {
  const answer = await getJson<FoodSearchResponse>(foodSearchUrl(term), 'throw', signal);
  return answer ?? { foods: [], totalHits: 0, currentPage: 1, totalPages: 0 };
}

export const foodSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: [foodSearchUrl(term)],
    queryFn: ({ signal }) => searchFoods(term, signal),
  });

export function useFoodSearch(term: string, enabled: boolean) {
  return useQuery({ ...foodSearchQueryOptions(term), enabled });
}
