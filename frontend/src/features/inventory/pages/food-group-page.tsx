import { Layers } from 'lucide-react';
import { useParams } from 'react-router';
import { ComingLaterPage } from '@/components/coming-later';
import { useFoodItems } from '../api/get-food-items';
import { routeSegment } from '../lib/inventory-summary';
import { titleFromSegment } from '../lib/title-from-segment';

/** /food-groups/{category lowercased}. */
export function FoodGroupPage() {
  const { category = '' } = useParams();
  const { data: items = [] } = useFoodItems();
  const wanted = routeSegment(decodeURIComponent(category));
  const title = items.find((i) => i.foodCategory && routeSegment(i.foodCategory) === wanted)?.foodCategory ?? titleFromSegment(category);
  return (
    <ComingLaterPage title={title} icon={Layers} emptyTitle="No items in this group yet">
      The items of this food group will be listed here once the inventory arrives in the next update.
    </ComingLaterPage>
  );
}
