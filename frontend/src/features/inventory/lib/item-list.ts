import { quantityText, type FoodItem, type StorageLocation } from '@sous/contracts';
import { categoryDisplayName, daysUntilExpiry, expiryStatus, type IsoDate } from '@sous/kitchen';

export type ItemSort = 'expiry' | 'name' | 'recent';
export type ItemTab = 'all' | 'expiring' | 'expired';

export const itemSorts: readonly ItemSort[] = ['expiry', 'name', 'recent'];

/** Soonest expiry first (undated last), then by name. */
function byExpiry(today: IsoDate) {
  return (a: FoodItem, b: FoodItem) => {
    const da = daysUntilExpiry(a.expirationDate, today);
    const db = daysUntilExpiry(b.expirationDate, today);
    if (da !== db) {
      if (da === null) return 1;
      if (db === null) return -1;
      return da - db;
    }
    return a.name.localeCompare(b.name);
  };
}

const byName = (a: FoodItem, b: FoodItem) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
const byRecent = (a: FoodItem, b: FoodItem) => Date.parse(b.addedAt) - Date.parse(a.addedAt) || byName(a, b);

export function sortItems(items: readonly FoodItem[], sort: ItemSort, today: IsoDate): FoodItem[] {
  const compare = sort === 'name' ? byName : sort === 'recent' ? byRecent : byExpiry(today);
  return [...items].sort(compare);
}

/** Case-insensitive match on the name, the category (either spelling) or the location's name. */
export function filterItems(items: readonly FoodItem[], text: string, locations: readonly Pick<StorageLocation, 'id' | 'name'>[]): FoodItem[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...items];
  const locationNames = new Map(locations.map((l) => [l.id, l.name.toLowerCase()]));
  return items.filter((item) =>
    [item.name, item.foodCategory ?? '', categoryDisplayName(item.foodCategory), locationNames.get(item.storageLocationId ?? '') ?? ''].some(
      (field) => field.toLowerCase().includes(wanted),
    ),
  );
}

/** The storage view's tabs: everything, expiring within 3 days (spec 000 §5), or past its date. */
export function inTab(item: FoodItem, tab: ItemTab, today: IsoDate): boolean {
  if (tab === 'all') return true;
  return expiryStatus(item.expirationDate, today) === (tab === 'expiring' ? 'expiring' : 'expired');
}

/** A card belongs to a tab when one of its lots does (a card with an expired lot is under Expired). */
export function cardsInTab<T extends { lots: readonly FoodItem[] }>(cards: readonly T[], tab: ItemTab, today: IsoDate): T[] {
  return cards.filter((card) => card.lots.some((lot) => inTab(lot, tab, today)));
}

/** How many cards each tab shows. */
export function tabCounts(cards: readonly { lots: readonly FoodItem[] }[], today: IsoDate): Record<ItemTab, number> {
  return { all: cards.length, expiring: cardsInTab(cards, 'expiring', today).length, expired: cardsInTab(cards, 'expired', today).length };
}

/** "1 item", "3 items", "500 g": a quantity with its unit ('item' is pluralised). */
export function formatAmount(quantity: string, unit: string): string {
  const q = quantity.trim();
  const u = unit.trim();
  if (u === '') return q;
  if (u === 'item') return `${q} ${q === '1' ? 'item' : 'items'}`;
  return `${q} ${u}`;
}

/** A positive amount as the contracts accept it: 2, 0.5, 1/2, 1 1/2. */
export function isValidQuantity(value: string): boolean {
  return quantityText.safeParse(value).success;
}
