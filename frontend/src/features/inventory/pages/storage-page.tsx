import { navText } from '@sous/contracts';
import { MapPinOff, Package, Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAddFoodAction } from '@/components/add-food-action';
import { EmptyState } from '@/components/empty-state';
import { InventoryEmptyState } from '@/components/inventory-empty-state';
import { StorageSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { AddFoodButton } from '../components/add-food-button';
import { ItemsView } from '../components/items-view';
import { LoadError } from '../components/load-error';
import { useInventory } from '../hooks/use-inventory';
import { groupIntoCards } from '../lib/food-cards';
import { inventoryText } from '../lib/inventory-text';
import { titleFromSegment } from '../lib/title-from-segment';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** /storage/all and /storage/{location name lowercased} (spec 000 §2). */
export function StoragePage() {
  const { location: segment } = useParams();
  const { items, locations, loading, error, retry } = useInventory();
  const addFood = useAddFoodAction();
  if (loading) return <StorageSkeleton />;

  const isAll = segment === undefined || segment === 'all';
  const location = isAll ? undefined : locations.find((l) => sameName(l.name, segment));
  const shown = isAll ? items : items.filter((item) => location && item.storageLocationId === location.id);
  const title = isAll ? navText.allItems : (location?.name ?? titleFromSegment(segment));

  return (
    <PageContainer>
      <PageHeader
        title={title}
        description={isAll ? inventoryText.allItemsDescription : location ? inventoryText.itemCount(groupIntoCards(shown).length) : undefined}
      >
        <AddFoodButton />
      </PageHeader>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : !isAll && !location ? (
        <EmptyState icon={MapPinOff} title={inventoryText.unknownLocationTitle}>
          <p>{inventoryText.unknownLocationText(segment)}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/inventory">{inventoryText.manageLocations}</Link>
          </Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <InventoryEmptyState />
      ) : shown.length === 0 && location ? (
        <EmptyState icon={Package} title={inventoryText.emptyLocationTitle(location.name)}>
          <p>{inventoryText.emptyLocationText}</p>
          {addFood && (
            <Button className="mt-4" onClick={addFood}>
              <Plus aria-hidden />
              {inventoryText.addFood}
            </Button>
          )}
        </EmptyState>
      ) : (
        <ItemsView items={shown} locations={locations} showPlace={isAll} />
      )}
    </PageContainer>
  );
}
