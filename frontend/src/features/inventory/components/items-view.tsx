import type { FoodItemListRow } from '@/lib/api/food-items';
import type { StorageLocation } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { LayoutGrid, List, Search, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useItemsLayout, type ItemsLayout } from '../hooks/use-items-layout';
import { groupIntoCards } from '../lib/food-cards';
import { inventoryText } from '../lib/inventory-text';
import { cardsByTab, filterItems, itemSorts, sortItems, type ItemSort, type ItemTab } from '../lib/item-list';
import { FoodCardList } from './food-card-list';

const sortNames: Record<ItemSort, string> = {
  expiry: inventoryText.sortExpiry,
  name: inventoryText.sortName,
  recent: inventoryText.sortRecent,
};

const tabs: { value: ItemTab; label: string }[] = [
  { value: 'all', label: inventoryText.tabAll },
  { value: 'expiring', label: inventoryText.tabExpiring },
  { value: 'expired', label: inventoryText.tabExpired },
];

function TabEmpty({ tab, filtered, onClearFilter }: { tab: ItemTab; filtered: boolean; onClearFilter: () => void }) {
  if (filtered) {
    return (
      <EmptyState icon={SearchX} title={inventoryText.noMatchTitle}>
        <p>{inventoryText.noMatchText}</p>
        <Button variant="outline" className="mt-4" onClick={onClearFilter}>
          {inventoryText.clearFilter}
        </Button>
      </EmptyState>
    );
  }
  return tab === 'expiring' ? (
    <EmptyState icon={SearchX} title={inventoryText.noneExpiringTitle}>
      {inventoryText.noneExpiringText}
    </EmptyState>
  ) : (
    <EmptyState icon={SearchX} title={inventoryText.noneExpiredTitle}>
      {inventoryText.noneExpiredText}
    </EmptyState>
  );
}

function LayoutToggle({ layout, onChange }: { layout: ItemsLayout; onChange: (layout: ItemsLayout) => void }) {
  const option = (value: ItemsLayout, label: string, Icon: typeof List) => (
    <Button
      variant={layout === value ? 'secondary' : 'ghost'}
      size="icon"
      aria-label={label}
      aria-pressed={layout === value}
      title={label}
      onClick={() => onChange(value)}
    >
      <Icon aria-hidden />
    </Button>
  );
  return (
    <div role="group" aria-label={inventoryText.viewLabel} className="flex shrink-0 gap-1 rounded-md border bg-card p-0.5">
      {option('list', inventoryText.listView, List)}
      {option('grid', inventoryText.gridView, LayoutGrid)}
    </div>
  );
}

/**
 * A list of items with a text filter, a sort (expiry, name, recently added) and the storage view's
 * three tabs (all, expiring within 3 days, expired), as food cards (one per food and place, with
 * its lots) in a grid or, on phones by default, a compact list.
 */
export function ItemsView({
  items,
  locations,
  showPlace = true,
}: {
  items: readonly FoodItemListRow[];
  locations: readonly StorageLocation[];
  /** False on a single place's own page (its list rows need not name it). */
  showPlace?: boolean;
}) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<ItemSort>('expiry');
  const [tab, setTab] = useState<ItemTab>('all');
  const today = todayIn(new Date());
  const [layout, setLayout] = useItemsLayout();
  // sorted lots first, so each card sits where its best-placed lot would. Sorted before filtering
  // (the sort is stable, so the order is the same): a keystroke filters, it does not sort every lot again
  const sorted = useMemo(() => sortItems(items, sort, today), [items, sort, today]);
  const cards = useMemo(() => groupIntoCards(filterItems(sorted, filter, locations)), [sorted, filter, locations]);
  const byTab = useMemo(() => cardsByTab(cards, today), [cards, today]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-label={inventoryText.filterLabel}
            placeholder={inventoryText.filterPlaceholder}
            className="flex min-h-11 w-full rounded-md border border-input bg-card py-2 pr-3 pl-9 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring md:min-h-9 md:text-sm"
          />
        </div>
        <div className="flex items-center gap-2">
        <div className="flex flex-1 items-center gap-2 sm:w-52">
          <Label htmlFor="items-sort" className="shrink-0 text-muted-foreground">
            {inventoryText.sortLabel}
          </Label>
          <div className="flex-1">
            <NativeSelect id="items-sort" value={sort} onChange={(event) => setSort(event.target.value as ItemSort)}>
              {itemSorts.map((value) => (
                <option key={value} value={value}>
                  {sortNames[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <LayoutToggle layout={layout} onChange={setLayout} />
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as ItemTab)}>
        <TabsList className="sm:w-auto">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="gap-1.5 px-2 sm:px-4">
              {label}
              <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">{byTab[value].length}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value }) => {
          const shown = byTab[value];
          return (
            <TabsContent key={value} value={value} tabIndex={-1}>
              {shown.length === 0 ? (
                value === 'all' && filter.trim() === '' ? null : (
                  <TabEmpty tab={value} filtered={filter.trim() !== ''} onClearFilter={() => setFilter('')} />
                )
              ) : (
                <FoodCardList cards={shown} locations={locations} today={today} layout={layout} resetKey={`${sort}:${filter}`} showPlace={showPlace} />
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
