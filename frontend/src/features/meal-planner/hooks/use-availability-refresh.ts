import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { mealPlansKey } from '../api/meal-plans';

const foodItemsHash = JSON.stringify(queryKeys.foodItems);

/**
 * A meal's 'x/y available' is worked out by the server against the inventory. While the planner is
 * on screen, a change to the household's food (from this device or, through the socket, another)
 * refetches the plans, at most once per `delayMs` burst (cooking a meal changes many items at once).
 */
export function useAvailabilityRefresh(delayMs = 400): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let previous = queryClient.getQueryData(queryKeys.foodItems);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== foodItemsHash) return;
      const data: unknown = event.query.state.data;
      if (data === previous) return;
      const hadData = previous !== undefined;
      previous = data;
      // The first read of the food list is not a change of it.
      if (!hadData || data === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: mealPlansKey }), delayMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient, delayMs]);
}
