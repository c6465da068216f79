import { navText, type ShoppingItem } from '@sous/contracts';
import { ShoppingCart } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { ShoppingListSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/form-errors';
import { useShoppingItems } from '../api/shopping-items';
import { BasketGroup } from '../components/basket-group';
import { QuickAddForm } from '../components/quick-add-form';
import { SectionGroup } from '../components/section-group';
import { groupShoppingItems, type GroupedList } from '../lib/group-items';
import { shoppingText } from '../lib/shopping-text';

/**
 * Where keyboard focus goes after an entry is checked off or put back: the row leaves its group,
 * so focus moves to the next entry of the same group (or the one before, or the basket).
 */
export function focusAfterToggle(grouped: GroupedList, item: ShoppingItem): string {
  const group = item.isChecked ? grouped.basket : grouped.sections.flatMap((s) => s.items);
  const index = group.findIndex((row) => row.id === item.id);
  const neighbour = group[index + 1] ?? group[index - 1];
  return neighbour ? neighbour.id : item.id;
}

/** /shopping-list: the household's list, by store section in walking order, live on every device. */
export function ShoppingListPage() {
  const { data, isPending, error, refetch } = useShoppingItems();
  const grouped = useMemo(() => groupShoppingItems(data ?? []), [data]);
  const container = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (!id || !container.current) return;
    pendingFocus.current = null;
    const row = container.current.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(id)}"] [role="checkbox"]`);
    // The entry went into the collapsed basket: its toggle is the next best place.
    (row ?? container.current.querySelector<HTMLElement>('#basket-heading button'))?.focus();
  }, [data]);

  // When the basket is put away or cleared, its buttons (and the dialog's) leave with it: focus
  // would fall to the page body, so it goes to the quick add box instead.
  const basketSize = useRef(0);
  useLayoutEffect(() => {
    const before = basketSize.current;
    basketSize.current = grouped.basket.length;
    if (before === 0 || grouped.basket.length > 0) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) container.current?.querySelector<HTMLElement>('[data-shortcut-focus]')?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [grouped.basket.length]);

  const onToggle = (item: ShoppingItem) => {
    pendingFocus.current = focusAfterToggle(grouped, item);
  };

  if (isPending) return <ShoppingListSkeleton />;

  return (
    <PageContainer>
      <div ref={container} className="mx-auto max-w-3xl">
        <PageHeader title={navText.shoppingList} description={shoppingText.description(grouped.toBuy)} />
        <QuickAddForm />
        {error ? (
          <LoadFailed title={shoppingText.loadFailed} detail={serverMessage(error, error.message)} retryLabel={shoppingText.retry} onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <EmptyState icon={ShoppingCart} title={shoppingText.emptyTitle}>
            <p>{shoppingText.emptyText}</p>
            <Button asChild variant="outline" className="mt-4">
              <Link to="/meal-planner">{shoppingText.openPlanner}</Link>
            </Button>
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-6">
            {grouped.sections.length === 0 && <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">{shoppingText.allInBasket}</p>}
            {grouped.sections.map(({ section, items }) => (
              <SectionGroup key={section} section={section} items={items} onToggle={onToggle} />
            ))}
            {grouped.basket.length > 0 && <BasketGroup items={grouped.basket} onToggle={onToggle} />}
          </div>
        )}
      </div>
    </PageContainer>
  );
}
