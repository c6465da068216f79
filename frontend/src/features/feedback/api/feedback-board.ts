import type { FeedbackItem, FeedbackPage, FeedbackSort } from '@sous/contracts';
import { feedbackBoard } from '@sous/contracts';
import { infiniteQueryOptions, type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface BoardFilters {
  type?: FeedbackItem['type'];
  status?: FeedbackItem['status'];
  category?: string;
  sort: FeedbackSort;
}

export const feedbackBoardKey = (filters: BoardFilters) => [...queryKeys.feedback, 'board', filters] as const;

/** `GET /api/feedback?type=&status=&category=&sort=&page=&pageSize=` */
export async function fetchFeedbackPage(filters: BoardFilters, page: number, signal?: AbortSignal): Promise<FeedbackPage> {
  const params = new URLSearchParams({ sort: filters.sort, page: String(page), pageSize: String(feedbackBoard.pageSize) });
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  const answer = await getJson<FeedbackPage>(`${queryKeys.feedback[0]}?${params.toString()}`, 'throw', signal);
  return answer ?? { items: [], total: 0, page, pageSize: feedbackBoard.pageSize };
}

export const feedbackBoardQueryOptions = (filters: BoardFilters) =>
  infiniteQueryOptions({
    queryKey: feedbackBoardKey(filters),
    queryFn: ({ pageParam, signal }) => fetchFeedbackPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // the board is instance-wide and has no socket events: others' votes and replies arrive on focus
    refetchOnWindowFocus: true,
  });

/** The board, a page at a time ("Load more"). */
export function useFeedbackBoard(filters: BoardFilters) {
  return useInfiniteQuery(feedbackBoardQueryOptions(filters));
}

/** Changes one card in every cached board page (whatever the filters) that shows it. */
export function patchFeedbackCard(queryClient: QueryClient, id: string, change: Partial<FeedbackItem> | ((item: FeedbackItem) => Partial<FeedbackItem>)): void {
  queryClient.setQueriesData<InfiniteData<FeedbackPage>>({ queryKey: [...queryKeys.feedback, 'board'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === id ? { ...item, ...(typeof change === 'function' ? change(item) : change) } : item)),
          })),
        }
      : data,
  );
}
