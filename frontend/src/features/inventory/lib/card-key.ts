import type { FoodItem } from '@sous/contracts';

/**
 * A card's key: the food key and the place, or the lone row's id for a row without a food key.
 * Its own module because the shell's sidebar counts cards with it, and food-cards.ts brings the
 * amount arithmetic and the food catalog the shell should not load.
 */
export function cardKeyOf(item: Pick<FoodItem, 'id' | 'foodKey' | 'storageLocationId'>): string {
  return item.foodKey ? `${item.foodKey}@${item.storageLocationId ?? ''}` : `item:${item.id}`;
}
