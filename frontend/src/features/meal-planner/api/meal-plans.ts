import type { MealPlan } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { mealPlansQueryFn } from '@/lib/api/meal-plan-pages';
import { queryKeys } from '@/lib/query-keys';
import { upsertRows } from '@/lib/list-merge';

export const mealPlansKey = queryKeys.mealPlans;

/**
 * `GET /api/meal-plans`: every planned meal of the household, in date and meal order. One list
 * rather than one query per week: socket `meal-plan:*` events keep exactly this key live on every
 * device (lib/socket-cache), week changes need no round trip, and the month overview reads the same
 * rows. It arrives 100 plans a page (lib/api/meal-plan-pages.ts): a few meals a day
 * for years is thousands of plans.
 */
export const mealPlansQueryOptions = () =>
  queryOptions({
    queryKey: mealPlansKey,
    queryFn: mealPlansQueryFn,
  });

export function useMealPlans() {
  return useQuery(mealPlansQueryOptions());
}

/** Puts a plan as the server answered it into the cached list. */
export function upsertMealPlan(queryClient: QueryClient, plan: MealPlan): void {
  queryClient.setQueryData<MealPlan[]>(mealPlansKey, (list) => list && upsertRows(list, [plan]));
}

export function patchMealPlan(queryClient: QueryClient, id: string, change: Partial<MealPlan>): void {
  queryClient.setQueryData<MealPlan[]>(mealPlansKey, (list) => list?.map((row) => (row.id === id ? { ...row, ...change } : row)));
}

export function removeMealPlan(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<MealPlan[]>(mealPlansKey, (list) => list?.filter((row) => row.id !== id));
}

export const findMealPlan = (queryClient: QueryClient, id: string) =>
  queryClient.getQueryData<MealPlan[]>(mealPlansKey)?.find((row) => row.id === id);
