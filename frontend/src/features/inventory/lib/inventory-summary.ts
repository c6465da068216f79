import type { FoodItemListRow } from '@/lib/api/food-items';
import type { StorageLocation } from '@sous/contracts';
import { categoryDisplayName, categorySlug } from '@sous/kitchen';
import { cardKeyOf } from './card-key';

export interface SummaryLink {
  /** What the link shows: a category's display name (spec 000 §3) or a location's name. */
  name: string;
  href: string;
  count: number;
}

export interface InventorySummary {
  totalItems: number;
  categories: SummaryLink[];
  locations: SummaryLink[];
}

type CountedItem = Pick<FoodItemListRow, 'storageLocationId' | 'foodCategory'> & Partial<Pick<FoodItemListRow, 'id' | 'foodKey' | 'cardKey'>>;
type NamedLocation = Pick<StorageLocation, 'id' | 'name'>;

/** Route segment for a category or location: the name lowercased (spec 000 §2), URL-encoded. */
export const routeSegment = (name: string) => encodeURIComponent(name.trim().toLowerCase());

/** `/storage/{location name lowercased}`. */
export const storageHref = (name: string) => `/storage/${routeSegment(name)}`;

/** `/food-groups/{category lowercased}`; items without one are `uncategorized`. */
export const foodGroupHref = (category: string | null | undefined) =>
  `/food-groups/${encodeURIComponent(categorySlug(category))}`;

const byName = (a: SummaryLink, b: SummaryLink) => a.name.localeCompare(b.name);

/**
 * Counts for the sidebar, from the food-items list (so they follow it live): categories by
 * display name alphabetically (a missing one is Uncategorized), locations in their own order.
 */
export function summarizeInventory(locations: readonly NamedLocation[], rows: readonly CountedItem[]): InventorySummary {
  // The list has one row per lot; the screens show one card per food and place, so count cards.
  const seen = new Set<string>();
  const items = rows.filter((row) => {
    if (row.id === undefined) return true;
    const key = cardKeyOf({ id: row.id, foodKey: row.foodKey, cardKey: row.cardKey, storageLocationId: row.storageLocationId });
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const perCategory = new Map<string, { name: string; href: string; count: number }>();
  const perLocation = new Map<string, number>();
  for (const item of items) {
    const key = categorySlug(item.foodCategory);
    const entry = perCategory.get(key);
    if (entry) entry.count += 1;
    else perCategory.set(key, { name: categoryDisplayName(item.foodCategory), href: foodGroupHref(item.foodCategory), count: 1 });
    if (item.storageLocationId) {
      perLocation.set(item.storageLocationId, (perLocation.get(item.storageLocationId) ?? 0) + 1);
    }
  }
  return {
    totalItems: items.length,
    categories: [...perCategory.values()].sort(byName),
    locations: locations.map((location) => ({
      name: location.name,
      count: perLocation.get(location.id) ?? 0,
      href: storageHref(location.name),
    })),
  };
}
