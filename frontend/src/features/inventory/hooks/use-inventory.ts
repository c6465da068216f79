import type { StorageLocation } from '@sous/contracts';
import { useFoodItems, type FoodItemListRow } from '@/lib/api/food-items';
import { useStorageLocations } from '@/lib/api/storage-locations';

const noItems: FoodItemListRow[] = [];
const noLocations: StorageLocation[] = [];

/** The two lists every inventory view reads, with one loading and one error state. */
export function useInventory() {
  const items = useFoodItems();
  const locations = useStorageLocations();
  return {
    items: items.data ?? noItems,
    locations: locations.data ?? noLocations,
    /** Nothing to show yet: the route's skeleton. */
    loading: items.isPending || locations.isPending,
    error: items.error ?? locations.error,
    retry: () => {
      if (items.isError) void items.refetch();
      if (locations.isError) void locations.refetch();
    },
  };
}
