import { experimental_streamedQuery as streamedQuery, type QueryFunction } from '@tanstack/react-query';
import { getJsonPage, type JsonPage } from '@/lib/api-client';

async function* pages<T>(firstUrl: string, signal: AbortSignal): AsyncGenerator<T[]> {
  for (let url: string | null = firstUrl; url; ) {
    const page: JsonPage<T> = await getJsonPage<T>(url, signal);
    yield page.rows;
    url = page.next;
  }
}

/**
 * The query function of a long list read a page at a time (issue 18: 2,000 recipes or 5,000 lots were
 * one answer of megabytes): from `firstUrl`, following each page's `Link: <…>; rel="next"`. The first
 * page shows at once and each next one is appended as it comes; a refetch keeps the list on screen
 * and swaps the new one in at its end. A row a socket event already put in is not appended again:
 * `fresher` picks between that copy and the page's (default: the one already there).
 */
export function pagedListQueryFn<T extends { id: string }>(
  firstUrl: string,
  fresher: (current: T, paged: T) => T = (current) => current,
): QueryFunction<T[]> {
  return streamedQuery<T[], T[]>({
    streamFn: ({ signal }) => pages<T>(firstUrl, signal),
    reducer: (list, page) => {
      const index = new Map(list.map((row, i) => [row.id, i]));
      let next: T[] | null = null;
      for (const row of page) {
        const at = index.get(row.id);
        if (at === undefined) {
          next ??= [...list];
          next.push(row);
        } else {
          const kept = fresher(list[at], row);
          if (kept !== list[at]) (next ??= [...list])[at] = kept;
        }
      }
      return next ?? list;
    },
    initialValue: [],
    refetchMode: 'replace',
  });
}
