import type { StorageLocation } from '@sous/contracts';
import { sentenceCase } from '@sous/kitchen';
import type { CommonItemRecord } from '../../../food-data/queries/find-common-items/find-common-items.query.js';
import type { NewFoodItem } from '../../../inventory/commands/add-food-items/add-food-items.command.js';

/** The areas a user keeps food in: the enabled ones, then the custom ones, each name once regardless of case. */
export function enabledAreas(storageAreasEnabled: readonly string[], customStorageAreas: readonly string[]): string[] {
  const seen = new Set<string>();
  const areas: string[] = [];
  for (const raw of [...storageAreasEnabled, ...customStorageAreas]) {
    const name = raw.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    areas.push(name);
  }
  return areas;
}

export interface OnboardingItemsPlan {
  items: NewFoodItem[];
  /** Selected names the catalogue does not know, as the user sent them. */
  failedItems: string[];
}

/**
 * One food item per selected catalogue entry (a name selected twice counts once): quantity, unit and
 * food category from the catalogue, stored in the item's default area when the user enabled it and
 * otherwise in the first of their areas. No date: the inventory's one rule by food and place dates
 * it (issue 16), the same rule the onboarding list shows its shelf life by (issue 29: the list said
 * 2 years for black pepper while the pantry said 7 days).
 */
export function planOnboardingItems(input: {
  selected: readonly string[];
  catalogue: readonly CommonItemRecord[];
  /** The user's areas as locations, in the order of `enabledAreas`; the first is the fallback. */
  locations: readonly StorageLocation[];
}): OnboardingItemsPlan {
  const byName = new Map(input.catalogue.map((entry) => [entry.displayName.toLowerCase(), entry]));
  const locationByName = new Map(input.locations.map((location) => [location.name.toLowerCase(), location]));
  const fallback = input.locations[0];
  const items: NewFoodItem[] = [];
  const failedItems: string[] = [];
  const seen = new Set<string>();
  for (const raw of input.selected) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = byName.get(key);
    const location = (entry?.storage ? locationByName.get(entry.storage.toLowerCase()) : undefined) ?? fallback;
    if (!entry || !location) {
      failedItems.push(name);
      continue;
    }
    items.push({
      // the list's title case ('Chicken Breast') is a heading's, not a name's: 'Chicken breast'
      name: sentenceCase(entry.displayName),
      quantity: entry.quantity?.trim() || '1',
      unit: entry.unit?.trim() || 'item',
      storageLocationId: location.id,
      expirationDate: null,
      fcdId: entry.fcdId,
      usdaData: entry.usdaData,
      foodCategory: entry.foodCategory,
      nutrition: entry.nutrition,
      imageUrl: entry.imageUrl,
      weightInGrams: null,
    });
  }
  return { items, failedItems };
}
