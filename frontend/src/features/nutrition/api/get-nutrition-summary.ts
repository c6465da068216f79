import type { NutritionSummary } from '@sous/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const nutritionSummaryKey = ['/api/nutrition/summary'] as const;

/** `GET /api/nutrition/summary`: totals of the household's food and this month's use and waste. */
export async function fetchNutritionSummary(signal?: AbortSignal): Promise<NutritionSummary | null> {
  return getJson<NutritionSummary>(nutritionSummaryKey[0], 'throw', signal);
}

export const nutritionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: nutritionSummaryKey,
    queryFn: ({ signal }) => fetchNutritionSummary(signal),
  });

/**
 * The summary, refetched whenever the food-items list changes (a mutation's answer, a refetch or a
 * socket `food-item:*` event): consuming or discarding food changes both.
 */
export function useNutritionSummary() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const { queryKey: key } = event.query as { queryKey: readonly unknown[] };
        if (key[0] !== queryKeys.foodItems[0]) return;
        void queryClient.invalidateQueries({ queryKey: nutritionSummaryKey });
      }),
    [queryClient],
  );
  return useQuery(nutritionSummaryQueryOptions());
}
