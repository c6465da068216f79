import type { FoodItemListRow } from '@/lib/api/food-items';
import type { StorageLocation } from '@sous/contracts';
import { categoryDisplayName } from '@sous/kitchen';
import type { FoodItemEdit } from '../api/update-food-item';
import { formatDay } from './dates';
import { formatAmount } from './item-list';

/**
 * What the other device saved, in the fields this device tried to change: "3 lb", "Chicken thighs,
 * Freezer". A field the other device left alone still shows, so the user sees what "Use mine" puts back over.
 */
export function otherDeviceValue(current: FoodItemListRow, changes: FoodItemEdit, locations: readonly Pick<StorageLocation, 'id' | 'name'>[]): string {
  const parts: string[] = [];
  if (changes.name !== undefined) parts.push(current.name);
  if (changes.quantity !== undefined || changes.unit !== undefined) parts.push(formatAmount(current.quantity, current.unit));
  if (changes.foodCategory !== undefined) parts.push(categoryDisplayName(current.foodCategory));
  if (changes.storageLocationId !== undefined) parts.push(locations.find((l) => l.id === current.storageLocationId)?.name ?? 'another place');
  if (changes.expirationDate !== undefined) parts.push(current.expirationDate ? formatDay(current.expirationDate) : 'no expiry date');
  return parts.join(', ');
}
