import { navText } from '@sous/contracts';
import { Package } from 'lucide-react';
import { useParams } from 'react-router';
import { ComingLaterPage } from '@/components/coming-later';
import { useStorageLocations } from '../api/get-storage-locations';
import { routeSegment } from '../lib/inventory-summary';
import { titleFromSegment } from '../lib/title-from-segment';

/** /storage/all and /storage/{location lowercased}. */
export function StoragePage() {
  const { location = 'all' } = useParams();
  const { data: locations = [] } = useStorageLocations();
  const title =
    location === 'all'
      ? navText.allItems
      : (locations.find((l) => routeSegment(l.name) === routeSegment(decodeURIComponent(location)))?.name ??
        titleFromSegment(location));
  return (
    <ComingLaterPage title={title} icon={Package} emptyTitle="No items here yet">
      Listing, editing and moving the food stored here arrives in the next update.
    </ComingLaterPage>
  );
}
