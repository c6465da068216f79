import type { FoodItemListRow } from '@/lib/api/food-items';

/**
 * A card's key (issue 29): the card key (one name of one food) and the place, the food key for rows
 * from a server before names were kept, or the lone row's id for a row without either.
 * Its own module because the shell's sidebar counts cards with it, and food-cards.ts brings the
 * amount arithmetic and the food catalog the shell should not load.
 */
export function cardKeyOf(item: Pick<FoodItemListRow, 'id' | 'foodKey' | 'cardKey' | 'storageLocationId'>): string {
  const key = item.cardKey ?? item.foodKey;
  return key ? `${key}@${item.storageLocationId ?? ''}` : `item:${item.id}`;
}
