import { search, type FoodSearchResponse } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/** The search URL of spec 000 §7: query, pageSize=20, dataType=Branded. It is also the query key. */
export function foodSearchUrl(term: string): string {
  const params = new URLSearchParams({ query: term.trim(), pageSize: String(search.pageSize), dataType: 'Branded' });
  return `/api/usda/search?${params.toString()}`;
}

/**
 * How long a search may take before the dialog stops waiting and searches the device instead
 * (issue 29: "Searching…" was seen after 20 s on a dead connection).
 */
export const searchTimeoutMs = 8000;

/** A search that got no answer in time: the request is aborted and the dialog searches the device. */
export class SearchTimeoutError extends Error {
  constructor() {
    super('The food search took too long');
    this.name = 'SearchTimeoutError';
  }
}

/** `GET /api/usda/search`: the foods matching a name or brand; gives up after `timeoutMs`. */
export async function searchFoods(term: string, signal?: AbortSignal, timeoutMs = searchTimeoutMs): Promise<FoodSearchResponse> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SearchTimeoutError());
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([getJson<FoodSearchResponse>(foodSearchUrl(term), 'throw', controller.signal), timedOut]);
    return answer ?? { foods: [], totalHits: 0, currentPage: 1, totalPages: 0 };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

export const foodSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: [foodSearchUrl(term)],
    queryFn: ({ signal }) => searchFoods(term, signal),
  });

export function useFoodSearch(term: string, enabled: boolean) {
  return useQuery({ ...foodSearchQueryOptions(term), enabled });
}
