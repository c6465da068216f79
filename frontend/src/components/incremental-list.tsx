import { Fragment, useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { defaultPageSize, useWindowedItems, type WindowedItemsOptions } from '@/lib/use-windowed-items';

const count = (n: number) => n.toLocaleString('en-US');

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type IncrementalListProps<T> = Omit<ComponentProps<'ul'>, 'children'> &
  WindowedItemsOptions & {
    items: readonly T[];
    getKey: (item: T) => string;
    /** One item as its `<li>`. */
    children: (item: T, index: number) => ReactNode;
    /** What the items are, plural, for "Showing 48 of 2,000 recipes". */
    noun: string;
    footerClassName?: string;
  };

/**
 * A `<ul>` that renders a long list a page at a time (see useWindowedItems): more as its end
 * scrolls near, and a "Show more" button for keyboards, switch access and browsers without
 * IntersectionObserver. Past one page it says how much is shown ("Showing 48 of 2,000 recipes") in
 * a polite live region, so a search that changes the total is announced.
 */
export function IncrementalList<T>({
  items,
  getKey,
  children,
  noun,
  footerClassName,
  pageSize,
  resetKey,
  scrollRoot,
  rootMargin,
  ...listProps
}: IncrementalListProps<T>) {
  const { visible, total, hasMore, nextCount, showMore, sentinelRef } = useWindowedItems(items, { pageSize, resetKey, scrollRoot, rootMargin });
  const listRef = useRef<HTMLUListElement>(null);
  // the index of the first item a "Show more" press added: focus goes there, as the button may be gone
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    const item = listRef.current?.children[from];
    const target = item?.matches(focusable) ? item : item?.querySelector(focusable);
    if (target instanceof HTMLElement) target.focus();
  }, [visible.length]);

  // a list that fits on one page says nothing: the page around it gives its count where it matters
  const windowed = total > (pageSize ?? defaultPageSize);
  return (
    <>
      <ul ref={listRef} {...listProps}>
        {visible.map((item, index) => (
          <Fragment key={getKey(item)}>{children(item, index)}</Fragment>
        ))}
      </ul>
      <ListWindowFooter
        window={{ visible: visible.length, total, hasMore, nextCount, sentinelRef }}
        noun={noun}
        windowed={windowed}
        className={cn(windowed && 'mt-4', footerClassName)}
        onShowMore={() => {
          focusFrom.current = visible.length;
          showMore();
        }}
      />
    </>
  );
}

export interface ListWindowFooterProps {
  window: { visible: number; total: number; hasMore: boolean; nextCount: number; sentinelRef: (node: Element | null) => void };
  /** What the items are, plural. */
  noun: string;
  /** More than one page: the count is said. */
  windowed: boolean;
  onShowMore: () => void;
  className?: string;
}

/**
 * What follows a list rendered a page at a time (useWindowedItems): the sentinel that loads more as
 * it scrolls near, the polite "Showing 48 of 2,000 …" and the "Show more" button. Shared by lists
 * that are not a `<ul>` (a table's rows).
 */
export function ListWindowFooter({ window: { visible, total, hasMore, nextCount, sentinelRef }, noun, windowed, onShowMore, className }: ListWindowFooterProps) {
  return (
    <>
      {hasMore && <div ref={sentinelRef} aria-hidden className="h-px" />}
      <div className={cn('flex flex-col items-center gap-2', className)}>
        {/* always in the DOM: a live region that appears with its text is not reliably announced */}
        <p aria-live="polite" className="text-sm text-muted-foreground tabular-nums empty:hidden">
          {windowed ? (hasMore ? `Showing ${count(visible)} of ${count(total)} ${noun}` : `Showing all ${count(total)} ${noun}`) : ''}
        </p>
        {hasMore && (
          <Button variant="outline" onClick={onShowMore}>
            Show more ({count(nextCount)} more)
          </Button>
        )}
      </div>
    </>
  );
}
