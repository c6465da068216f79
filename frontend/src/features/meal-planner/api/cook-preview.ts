import type { CookMealResponse } from '@sous/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/meal-plans/:id/cook-preview`: what Cook would take and lack right now, computed by the
 * server's own cook planning, so the pre-cook summary is the result before it happens. Never
 * cached across openings: the inventory may have changed since.
 */
export function useCookPreview(planId: string) {
  const url = `${queryKeys.mealPlans[0]}/${encodeURIComponent(planId)}/cook-preview`;
  return useQuery({
    queryKey: [...queryKeys.mealPlans, planId, 'cook-preview'],
    queryFn: ({ signal }) => getJson<CookMealResponse>(url, 'throw', signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
