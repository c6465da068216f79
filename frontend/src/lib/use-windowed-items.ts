import { useCallback, useState, type RefObject } from 'react';
import { useEndSentinel } from './use-end-sentinel';

/** 48 fills whole rows at one, two, three or four columns. */
export const defaultPageSize = 48;

export interface WindowedItemsOptions {
  /** How many items the first page holds, and each further page adds. */
  pageSize?: number;
  /**
   * A change (a new search, filter or sort) starts again from the first page. Not the items
   * themselves: a live update replaces the array and must not fold away what the user unfolded.
   */
  resetKey?: string;
  /** The scrolling element the list sits in, when it is not the page (a dialog's list). */
  scrollRoot?: RefObject<Element | null>;
  /** How far ahead of the end the next page renders, so scrolling rarely meets the end. */
  rootMargin?: string;
}

export interface WindowedItems<T> {
  /** The items to render: the first pages of `items`. */
  visible: readonly T[];
  total: number;
  hasMore: boolean;
  /** How many items the next page adds. */
  nextCount: number;
  showMore: () => void;
  /** For an element after the list: when it comes near the viewport (or `scrollRoot`), the next page renders. */
  sentinelRef: (node: Element | null) => void;
}

/**
 * A long list's first pages (issue 18: thousands of rows in the DOM made pages take seconds to be
 * ready). The data stays whole, so searching, filtering and sorting still cover everything; only
 * what is rendered is bounded. More renders when the end scrolls near or on `showMore`.
 */
export function useWindowedItems<T>(items: readonly T[], options: WindowedItemsOptions = {}): WindowedItems<T> {
  const { pageSize = defaultPageSize, resetKey = '', scrollRoot, rootMargin = '800px 0px' } = options;
  const [range, setRange] = useState({ key: resetKey, limit: pageSize });
  // a new key is a new list: back to the first page in this very render (React's "adjust state
  // while rendering"), so the long previous window never renders against the new items
  let limit = range.limit;
  if (range.key !== resetKey) {
    limit = pageSize;
    setRange({ key: resetKey, limit: pageSize });
  }

  const total = items.length;
  const hasMore = total > limit;
  const showMore = useCallback(() => setRange((w) => ({ key: w.key, limit: w.limit + pageSize })), [pageSize]);

  const sentinelRef = useEndSentinel({ hasMore, shown: limit, onReach: showMore, scrollRoot, rootMargin });

  return {
    visible: hasMore ? items.slice(0, limit) : items,
    total,
    hasMore,
    nextCount: Math.min(pageSize, Math.max(0, total - limit)),
    showMore,
    sentinelRef,
  };
}
