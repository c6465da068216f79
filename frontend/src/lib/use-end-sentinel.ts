import { useEffect, useRef, useState, type RefObject } from 'react';

export interface EndSentinelOptions {
  /** Whether there is more to show: no observer while there is not. */
  hasMore: boolean;
  /** What is shown now: each new amount gets a fresh observer. */
  shown: number;
  /** Called when the end comes near. */
  onReach: () => void;
  /** The scrolling element the list sits in, when it is not the page (a dialog's list). */
  scrollRoot?: RefObject<Element | null>;
  /** How far ahead of the end the next page is asked for. */
  rootMargin?: string;
}

/**
 * The ref of an element placed after a long list: when it comes within `rootMargin` of the
 * viewport, `onReach` asks for the next page. A fresh observer for every page: its first report
 * says whether the end is still in reach (a tall screen may show a whole page at once), which an
 * observer kept across pages would not repeat. `onReach` is read when the end is reached, so a new
 * callback does not start an observer (which would report, and ask, at once).
 */
export function useEndSentinel({ hasMore, shown, onReach, scrollRoot, rootMargin = '800px 0px' }: EndSentinelOptions): (node: Element | null) => void {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const reach = useRef(onReach);
  useEffect(() => {
    reach.current = onReach;
  }, [onReach]);
  useEffect(() => {
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reach.current();
      },
      { root: scrollRoot?.current ?? null, rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, shown, scrollRoot, rootMargin]);
  return setSentinel;
}
