import { navText } from '@sous/contracts';
import { categoryDisplayName, categorySlug, findCategoryBySlug } from '@sous/kitchen';
import { Layers } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { InventoryEmptyState } from '@/components/inventory-empty-state';
import { ListSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { AddFoodButton } from '../components/add-food-button';
import { ItemsView } from '../components/items-view';
import { LoadError } from '../components/load-error';
import { useInventory } from '../hooks/use-inventory';
import { inventoryText } from '../lib/inventory-text';
import { titleFromSegment } from '../lib/title-from-segment';

/** /food-groups/{category lowercased}: the items of one category (either spelling of its name). */
export function FoodGroupPage() {
  const { category: segment = '' } = useParams();
  const { items, locations, loading, error, retry } = useInventory();
  if (loading) return <ListSkeleton />;

  const wanted = segment.trim().toLowerCase();
  const shown = items.filter(
    (item) => categorySlug(item.foodCategory) === wanted || categorySlug(categoryDisplayName(item.foodCategory)) === wanted,
  );
  const match = findCategoryBySlug(segment, items.map((item) => item.foodCategory));
  const title = shown.length > 0 ? categoryDisplayName(match) : titleFromSegment(segment);

  return (
    <PageContainer>
      <PageHeader title={title} description={shown.length > 0 ? inventoryText.itemCount(shown.length) : undefined}>
        <AddFoodButton />
      </PageHeader>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : items.length === 0 ? (
        <InventoryEmptyState />
      ) : shown.length === 0 ? (
        <EmptyState icon={Layers} title={inventoryText.unknownGroupTitle}>
          <p>{inventoryText.unknownGroupText}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/food-groups">{navText.viewAllCategories}</Link>
          </Button>
        </EmptyState>
      ) : (
        <ItemsView items={shown} locations={locations} />
      )}
    </PageContainer>
  );
}
