import { navText } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { ChevronRight, Layers, Package } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { InventoryEmptyState } from '@/components/inventory-empty-state';
import { StorageSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { AddFoodButton } from '../components/add-food-button';
import { FoodCardList } from '../components/food-card-list';
import { LoadError } from '../components/load-error';
import { ShelfLifeProposals } from '../components/shelf-life-proposals';
import { StorageLocationsManager } from '../components/storage-locations-manager';
import { useInventory } from '../hooks/use-inventory';
import { useItemsLayout } from '../hooks/use-items-layout';
import { groupIntoCards } from '../lib/food-cards';
import { summarizeInventory } from '../lib/inventory-summary';
import { inventoryText } from '../lib/inventory-text';
import { cardsInTab, sortItems, tabCounts } from '../lib/item-list';

function Stat({ label, value, tone }: { label: string; value: number; tone?: 'expiring' | 'expired' }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-card p-4 shadow-sm">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <span
        className={
          tone === 'expired' && value > 0
            ? 'text-2xl font-semibold text-expired tabular-nums'
            : tone === 'expiring' && value > 0
              ? 'text-2xl font-semibold text-expiring tabular-nums'
              : 'text-2xl font-semibold tabular-nums'
        }
      >
        {value}
      </span>
    </div>
  );
}

function NavCard({ to, icon: Icon, title, detail }: { to: string; icon: typeof Package; title: string; detail: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-16 items-center gap-3 rounded-lg border bg-card p-4 shadow-sm transition-colors duration-150 hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Icon aria-hidden className="size-5 text-primary" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground tabular-nums">{detail}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
    </Link>
  );
}

/** /inventory: totals, what to use first, links to every view, and storage location management. */
export function InventoryPage() {
  const { items, locations, loading, error, retry } = useInventory();
  const today = todayIn(new Date());
  const [layout] = useItemsLayout();
  const cards = useMemo(() => groupIntoCards(sortItems(items, 'expiry', today)), [items, today]);
  const counts = useMemo(() => tabCounts(cards, today), [cards, today]);
  const groups = useMemo(() => summarizeInventory(locations, items).categories.length, [locations, items]);
  // expired and expiring cards, soonest first (cards is in expiry order already)
  const useFirst = useMemo(() => cards.filter((card) => cardsInTab([card], 'expiring', today).length + cardsInTab([card], 'expired', today).length > 0).slice(0, 6), [cards, today]);
  if (loading) return <StorageSkeleton />;

  return (
    <PageContainer>
      <PageHeader title={inventoryText.inventoryTitle} description={inventoryText.inventoryDescription}>
        <AddFoodButton />
      </PageHeader>
      {error && (
        <div className="mb-6">
          <LoadError error={error} onRetry={retry} />
        </div>
      )}
      <div className="flex flex-col gap-8">
        <section aria-label="Summary" className="grid grid-cols-3 gap-3">
          <Stat label={inventoryText.totalItems} value={counts.all} />
          <Stat label={inventoryText.expiringSoon} value={counts.expiring} tone="expiring" />
          <Stat label={inventoryText.expired} value={counts.expired} tone="expired" />
        </section>

        <ShelfLifeProposals />

        {items.length === 0 && !error ? (
          <InventoryEmptyState />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <NavCard to="/storage/all" icon={Package} title={navText.allItems} detail={inventoryText.itemCount(cards.length)} />
            <NavCard to="/food-groups" icon={Layers} title={navText.foodGroups} detail={inventoryText.groupsCount(groups)} />
          </div>
        )}

        {useFirst.length > 0 && (
          <section aria-labelledby="use-first-heading" className="flex flex-col gap-3">
            <h2 id="use-first-heading" className="text-lg font-semibold">
              {inventoryText.useFirst}
            </h2>
            <FoodCardList cards={useFirst} locations={locations} today={today} layout={layout} />
          </section>
        )}

        <StorageLocationsManager locations={locations} items={items} />
      </div>
    </PageContainer>
  );
}
