import { storeSections, type ShoppingItem, type StoreSection } from '@sous/contracts';

/** Store sections in the order people walk a store: fresh food first, the long-keeping last. */
export const walkingOrder: readonly StoreSection[] = ['produce', 'bakery', 'meat', 'dairy', 'frozen', 'pantry', 'other'];

export interface SectionGroup {
  section: StoreSection;
  items: ShoppingItem[];
}

export interface GroupedList {
  /** Sections that have something left to buy, in walking order; empty sections are left out. */
  sections: SectionGroup[];
  /** Checked entries, in the order they are in the store, for the "In the basket" group. */
  basket: ShoppingItem[];
  toBuy: number;
}

const sectionRank = (section: StoreSection) => {
  const rank = walkingOrder.indexOf(section);
  return rank === -1 ? walkingOrder.length : rank;
};

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Within a section: by name, so an entry is where the eye expects it; then oldest first. */
export function compareItems(a: ShoppingItem, b: ShoppingItem): number {
  return collator.compare(a.ingredient, b.ingredient) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/** Splits the list into the store's sections (unchecked entries) and the basket (checked ones). */
export function groupShoppingItems(items: readonly ShoppingItem[]): GroupedList {
  const bySection = new Map<StoreSection, ShoppingItem[]>();
  const basket: ShoppingItem[] = [];
  for (const item of items) {
    if (item.isChecked) {
      basket.push(item);
      continue;
    }
    // An unknown section from a newer server still gets a place: with "other".
    const section = (storeSections as readonly string[]).includes(item.storeSection) ? item.storeSection : 'other';
    const rows = bySection.get(section) ?? [];
    rows.push(item);
    bySection.set(section, rows);
  }
  const sections = [...bySection.entries()]
    .sort(([a], [b]) => sectionRank(a) - sectionRank(b))
    .map(([section, rows]) => ({ section, items: rows.sort(compareItems) }));
  basket.sort((a, b) => sectionRank(a.storeSection) - sectionRank(b.storeSection) || compareItems(a, b));
  return { sections, basket, toBuy: items.length - basket.length };
}

/** "2 lb", "3", "" — the amount shown before an entry's name. */
export function formatAmount(quantity: string | null, unit: string | null): string {
  return [quantity?.trim(), unit?.trim()].filter(Boolean).join(' ');
}
