import type { MealPlan } from '@sous/contracts';
import { pagedListQueryFn } from '@/lib/paged-list';
import { queryKeys } from '@/lib/query-keys';

/** The first page of the household's plans; each page's `Link` header names the next. */
export const mealPlansFirstPageUrl = `${queryKeys.mealPlans[0]}?limit=100`;

/**
 * How the meal plan list is read, whoever reads it: the planner's query and the query client's
 * defaults for its key (a socket reconnect refetches it with no planner mounted). Shared here
 * because lib/ may not import from a feature.
 */
export const mealPlansQueryFn = pagedListQueryFn<MealPlan>(mealPlansFirstPageUrl);
