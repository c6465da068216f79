import { uiText } from '@sous/contracts';
import type { FoodItemRow } from '../api/get-food-items';
import type { StorageLocationRow } from '../api/get-storage-locations';

export interface SummaryLink {
  name: string;
  href: string;
  count: number;
}

export interface InventorySummary {
  totalItems: number;
  categories: SummaryLink[];
  locations: SummaryLink[];
}

/** Route segment for a category or location: the name lowercased (spec 000 §2), URL-encoded. */
export const routeSegment = (name: string) => encodeURIComponent(name.toLowerCase());

const byName = (a: SummaryLink, b: SummaryLink) => a.name.localeCompare(b.name);

/** Counts for the sidebar: categories alphabetically (missing → Uncategorized), locations in order. */
export function summarizeInventory(
  locations: readonly StorageLocationRow[],
  items: readonly FoodItemRow[],
): InventorySummary {
  const perCategory = new Map<string, number>();
  const perLocation = new Map<string, number>();
  for (const item of items) {
    const category = item.foodCategory?.trim() || uiText.uncategorized;
    perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    if (item.storageLocationId) {
      perLocation.set(item.storageLocationId, (perLocation.get(item.storageLocationId) ?? 0) + 1);
    }
  }
  return {
    totalItems: items.length,
    categories: [...perCategory]
      .map(([name, count]) => ({ name, count, href: `/food-groups/${routeSegment(name)}` }))
      .sort(byName),
    locations: locations.map((location) => ({
      name: location.name,
      count: perLocation.get(location.id) ?? 0,
      href: `/storage/${routeSegment(location.name)}`,
    })),
  };
}
