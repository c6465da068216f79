import type { FoodItemListRow } from '@/lib/api/food-items';
import { convertAmount, formatScaled, parseQuantity, unitName } from '@sous/kitchen';
import { cardKeyOf } from './card-key';
import { groupIntoCards } from './food-cards';

/** What a take does to the cached rows: lots whose amount went down, and lots used up. */
export interface TakeResult {
  changed: FoodItemListRow[];
  removedIds: string[];
}

/** A lot below this is used up (quantities are kept to two decimals, as `formatScaled` writes them). */
const usedUp = 0.005;

/**
 * A Use or Throw away as the server does it, on this device's rows, for a take queued offline
 * (issue 21): `amount` (in the named lot's unit) comes from the named lot first, then spills over
 * the card's other lots in use order (earliest expiry first), each in its own unit where the units
 * convert, as the card's total does. A lot that does not convert is left alone; the replay's
 * refetch shows what the server did.
 */
export function takeFromCard(items: readonly FoodItemListRow[], named: FoodItemListRow, amount: string): TakeResult {
  let need = parseQuantity(amount);
  const result: TakeResult = { changed: [], removedIds: [] };
  if (need === null || need <= 0) return result;
  const card = groupIntoCards(items).find((c) => c.key === cardKeyOf(named));
  const first = card?.lots.find((lot) => lot.id === named.id) ?? named;
  const lots = [first, ...(card?.lots.filter((lot) => lot.id !== named.id) ?? [])];
  for (const lot of lots) {
    if (need <= usedUp) break;
    const has = parseQuantity(lot.quantity);
    const wanted = unitName(lot.unit) === unitName(named.unit) ? need : convertAmount(need, named.unit, lot.unit, lot.foodKey ?? lot.name);
    if (has === null || wanted === null || wanted <= 0) continue;
    const taken = Math.min(has, wanted);
    need -= need * (taken / wanted);
    const left = has - taken;
    if (left <= usedUp) result.removedIds.push(lot.id);
    // every write raises the version: a later edit queued on this lot then sends the one the server will have
    else result.changed.push({ ...lot, quantity: formatScaled(left), version: lot.version + 1 });
  }
  return result;
}
