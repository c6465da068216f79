import { navText } from '@sous/contracts';
import { ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/category-icon';
import { InventoryEmptyState } from '@/components/inventory-empty-state';
import { ListSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { AddFoodButton } from '../components/add-food-button';
import { LoadError } from '../components/load-error';
import { useInventory } from '../hooks/use-inventory';
import { summarizeInventory } from '../lib/inventory-summary';
import { inventoryText } from '../lib/inventory-text';

/** /food-groups: every category in the kitchen (display names, alphabetically) with its count. */
export function FoodGroupsPage() {
  const { items, locations, loading, error, retry } = useInventory();
  const groups = useMemo(() => summarizeInventory(locations, items).categories, [locations, items]);
  if (loading) return <ListSkeleton />;
  return (
    <PageContainer>
      <PageHeader title={navText.foodGroups} description={items.length > 0 ? inventoryText.groupsCount(groups.length) : inventoryText.foodGroupsDescription}>
        <AddFoodButton />
      </PageHeader>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : groups.length === 0 ? (
        <InventoryEmptyState />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <li key={group.href}>
              <Link
                to={group.href}
                aria-label={`${group.name} (${inventoryText.itemCount(group.count)})`}
                className="flex min-h-16 items-center gap-3 rounded-lg border bg-card p-3 shadow-sm transition-colors duration-150 hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <CategoryIcon category={group.name} className="size-5" />
                </span>
                <span className="min-w-0 flex-1 truncate font-medium">{group.name}</span>
                <Badge variant="outline">{group.count}</Badge>
                <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
