import type { FoodItemListRow } from '@/lib/api/food-items';
import { convertAmount, daysUntilExpiry, formatScaled, parseQuantity, unitName, type IsoDate } from '@sous/kitchen';
import { cardKeyOf } from './card-key';
import { formatAmount } from './item-list';

/**
 * One food in one place (issue 16, DESIGN §10): `GET /api/food-items` answers one row per lot, and
 * rows with the same `cardKey` (one name of one food, issue 29) and `storageLocationId` are one card. A row without a key
 * (written before food identity) is a card of its own.
 */
export interface FoodCard {
  /** Stable across renders and devices: the food key and the place, or the lone row's id. */
  key: string;
  /** The lots, earliest expiry first (undated last): the order Use and Cook take them in. */
  lots: FoodItemListRow[];
  /** The lot actions start from: the earliest-expiring one. Its name, category and place are the card's. */
  first: FoodItemListRow;
}


/** Earliest expiry first, undated last, then oldest added (the backend's order for Use). */
function inUseOrder(a: FoodItemListRow, b: FoodItemListRow): number {
  if (a.expirationDate !== b.expirationDate) {
    if (a.expirationDate === null) return 1;
    if (b.expirationDate === null) return -1;
    return a.expirationDate < b.expirationDate ? -1 : 1;
  }
  return Date.parse(a.addedAt) - Date.parse(b.addedAt);
}

/** The rows grouped into cards, in the order each card's first row appears in `items`. */
export function groupIntoCards(items: readonly FoodItemListRow[]): FoodCard[] {
  const byKey = new Map<string, FoodItemListRow[]>();
  for (const item of items) {
    const key = cardKeyOf(item);
    const lots = byKey.get(key);
    if (lots) lots.push(item);
    else byKey.set(key, [item]);
  }
  return [...byKey].map(([key, rows]) => {
    const lots = [...rows].sort(inUseOrder);
    return { key, lots, first: lots[0] };
  });
}

/**
 * The card's total in its first lot's unit, converting the others (1 lb + 8 oz = 1.5 lb); null when
 * a lot's unit does not convert (3 cans and 400 g), then each lot's amount is shown instead.
 */
export function cardTotal(card: FoodCard): { quantity: string; unit: string } | null {
  const unit = card.first.unit;
  let sum = 0;
  for (const lot of card.lots) {
    const amount = parseQuantity(lot.quantity);
    if (amount === null) return null;
    const converted = unitName(lot.unit) === unitName(unit) ? amount : convertAmount(amount, lot.unit, unit, lot.foodKey ?? lot.name);
    if (converted === null) return null;
    sum += converted;
  }
  return { quantity: formatScaled(sum), unit };
}

/** "3 lb", or "2 cans + 400 g" when the lots do not add up. */
export function cardAmountText(card: FoodCard): string {
  const total = cardTotal(card);
  if (total) return formatAmount(total.quantity, total.unit);
  return card.lots.map((lot) => formatAmount(lot.quantity, lot.unit)).join(' + ');
}

/** How long one lot keeps, long for the first lot ("expires in 2 days") and short after it ("in 7"). */
function lotExpiryPhrase(expirationDate: string | null, today: IsoDate, short: boolean): string {
  const days = daysUntilExpiry(expirationDate, today);
  if (days === null) return 'no date';
  if (days < 0) return days === -1 ? 'expired yesterday' : `expired ${-days} days ago`;
  if (days === 0) return short ? 'today' : 'expires today';
  if (days === 1) return short ? 'tomorrow' : 'expires tomorrow';
  return short ? `in ${days}` : `expires in ${days} days`;
}

/** The lots of a card in words: "1 lb expires in 2 days, 2 lb in 7" (empty for a single lot). */
export function lotsText(card: FoodCard, today: IsoDate): string {
  if (card.lots.length < 2) return '';
  let sawDated = false;
  return card.lots
    .map((lot) => {
      const days = daysUntilExpiry(lot.expirationDate, today);
      // only a future date reads short after a future one: "in 7" follows "expires in 2 days"
      const short = sawDated && days !== null && days >= 0;
      if (days !== null && days >= 0) sawDated = true;
      return `${formatAmount(lot.quantity, lot.unit)} ${lotExpiryPhrase(lot.expirationDate, today, short)}`;
    })
    .join(', ');
}

/** The whole line of a card: "3 lb · 1 lb expires in 2 days, 2 lb in 7", or just "3 lb". */
export function cardSummary(card: FoodCard, today: IsoDate): string {
  const lots = lotsText(card, today);
  return lots ? `${cardAmountText(card)} · ${lots}` : cardAmountText(card);
}
