import { type NutritionItem, nutritionItemCursor, nutritionItemsPageSize, type NutritionSummary, pageLimits } from '@sous/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getJsonPage, type JsonPage } from '@/lib/api-client';

export const nutritionItemsKey = ['/api/nutrition/items'] as const;

/** The URL of the page of `limit` rows after `row`'s place in the table. */
export function nutritionItemsUrl(row: NutritionItem, limit: number = nutritionItemsPageSize): string {
  const params = new URLSearchParams({ limit: String(limit), after: nutritionItemCursor(row) });
  return `${nutritionItemsKey[0]}?${params.toString()}`;
}

/** `GET /api/nutrition/items?limit&after`: one page of the per-item table, and the URL of the next from its `Link` header. */
export function fetchNutritionItemsPage(url: string, signal?: AbortSignal): Promise<JsonPage<NutritionItem>> {
  return getJsonPage<NutritionItem>(url, signal);
}

/**
 * The table's pages after the summary's first one. Keyed by the summary answer they continue
 * (`summaryUpdatedAt`): when the summary is fetched again, these pages start again from its last
 * row, so no row of an older answer is shown beside the new one. Fetched only on demand
 * (`fetchNextPage`), the first from `firstUrl`.
 */
export const nutritionItemsQueryOptions = (summaryUpdatedAt: number, firstUrl: string) =>
  infiniteQueryOptions({
    queryKey: [...nutritionItemsKey, summaryUpdatedAt],
    queryFn: ({ pageParam, signal }) => fetchNutritionItemsPage(pageParam, signal),
    initialPageParam: firstUrl,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: false,
  });

export interface NutritionItemsWindow {
  /** The rows to render: the summary's, then the pages loaded after them, up to what was asked for. */
  visible: readonly NutritionItem[];
  /** Rows in the whole table (the summary's `itemCount`; what was shown once the last page is in). */
  total: number;
  hasMore: boolean;
  /** How many rows "Show more" adds. */
  nextCount: number;
  showMore: () => void;
  /** The next page could not be loaded: `showMore` tries again. */
  failed: boolean;
}

/**
 * The per-item table a page at a time (issue 18: one row per lot made the summary 926 KB): the
 * summary's first page at once, and each further page from `GET /api/nutrition/items` when asked
 * for. How many rows the user unfolded outlives a new summary: its pages are loaded again (up to
 * 200 rows a request) rather than the table folding back to one page.
 */
export function useNutritionItems(summary: NutritionSummary, summaryUpdatedAt: number): NutritionItemsWindow {
  const first = summary.items;
  const [wanted, setWanted] = useState<number>(nutritionItemsPageSize);
  const [lastRow] = first.slice(-1);
  const needed = Math.max(0, wanted - first.length);
  // the first request asks for what is wanted (after a new summary, maybe several pages at once); its Link keeps that size
  const firstUrl = lastRow ? nutritionItemsUrl(lastRow, Math.min(pageLimits.max, Math.max(nutritionItemsPageSize, needed))) : '';
  const { data, isFetching, isError, fetchNextPage, hasNextPage } = useInfiniteQuery(nutritionItemsQueryOptions(summaryUpdatedAt, firstUrl));

  const rows = useMemo(() => {
    if (!data) return first;
    // a row that moved between the summary and a page (its amount changed) is shown once
    const seen = new Set(first.map((row) => row.id));
    const more = data.pages.flatMap((page) => page.rows).filter((row) => !seen.has(row.id) && (seen.add(row.id), true));
    return [...first, ...more];
  }, [first, data]);

  const moreToLoad = data ? hasNextPage : lastRow !== undefined && first.length < summary.itemCount;
  useEffect(() => {
    // after a failure, only "Show more" tries again
    if (rows.length >= wanted || !moreToLoad || isFetching || isError) return;
    void fetchNextPage();
  }, [rows.length, wanted, moreToLoad, isFetching, isError, fetchNextPage]);

  const visible = rows.length > wanted ? rows.slice(0, wanted) : rows;
  const hasMore = rows.length > visible.length || moreToLoad;
  const showMore = useCallback(() => {
    setWanted((n) => n + nutritionItemsPageSize);
    if (isError) void fetchNextPage();
  }, [isError, fetchNextPage]);
  const total = hasMore ? Math.max(summary.itemCount, visible.length + 1) : visible.length;
  return { visible, total, hasMore, nextCount: Math.min(nutritionItemsPageSize, total - visible.length), showMore, failed: isError };
}
