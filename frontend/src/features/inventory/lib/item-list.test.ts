import type { FoodItem } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { groupIntoCards } from './food-cards';
import { cardsByTab, cardsInTab, filterItems, formatAmount, inTab, sortItems, tabCounts } from './item-list';

const today = '2025-03-10';
const base = { householdId: 'h', userId: 'u', quantity: '1', unit: 'item', storageLocationId: 'l1', fcdId: null, usdaData: null, weightInGrams: null, lastNotifiedAt: null, notificationDismissed: false, daysUntilExpiryWhenNotified: null, imageUrl: null, nutrition: null, version: 1 };
const items: FoodItem[] = [
  { ...base, id: 'a', name: 'banana', expirationDate: '2025-03-12', foodCategory: 'Fruits and Fruit Juices', addedAt: '2025-03-01T00:00:00Z' },
  { ...base, id: 'b', name: 'Apple', expirationDate: '2025-03-20', foodCategory: 'Fruits and Fruit Juices', addedAt: '2025-03-09T00:00:00Z' },
  { ...base, id: 'c', name: 'Cheddar', expirationDate: '2025-03-08', foodCategory: 'Dairy and Egg Products', addedAt: '2025-03-05T00:00:00Z', storageLocationId: 'l2' },
  { ...base, id: 'd', name: 'Salt', expirationDate: null, foodCategory: null, addedAt: '2025-03-07T00:00:00Z' },
];
const ids = (list: readonly { id: string }[]) => list.map((i) => i.id);

describe('item lists', () => {
  it('sorts by expiry (undated last), name or recently added', () => {
    expect(ids(sortItems(items, 'expiry', today))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(sortItems(items, 'name', today))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(sortItems(items, 'recent', today))).toEqual(['b', 'd', 'c', 'a']);
  });

  it('filters on name, category (either spelling) and location name', () => {
    const locations = [{ id: 'l1', name: 'Pantry' }, { id: 'l2', name: 'Fridge' }];
    expect(ids(filterItems(items, 'APP', locations))).toEqual(['b']);
    expect(ids(filterItems(items, 'dairy & eggs', locations))).toEqual(['c']);
    expect(ids(filterItems(items, 'fridge', locations))).toEqual(['c']);
    expect(ids(filterItems(items, '  ', locations))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('splits expiring within 3 days from expired', () => {
    expect(items.filter((i) => inTab(i, 'expiring', today)).map((i) => i.id)).toEqual(['a']);
    expect(items.filter((i) => inTab(i, 'expired', today)).map((i) => i.id)).toEqual(['c']);
    expect(tabCounts(groupIntoCards(items), today)).toEqual({ all: 4, expiring: 1, expired: 1 });
  });

  it('splits the cards into the tabs in one pass, as cardsInTab does one tab at a time', () => {
    // a card of an expired and an expiring lot is under both tabs
    const cards = groupIntoCards([...items, { ...items[1], id: 'e', name: 'Cheddar', expirationDate: '2025-03-11', storageLocationId: 'l2' }].map((item) => ({ ...item, foodKey: item.name.toLowerCase() })));
    const byTab = cardsByTab(cards, today);
    for (const tab of ['all', 'expiring', 'expired'] as const) expect(byTab[tab]).toEqual(cardsInTab(cards, tab, today));
    expect(byTab.expiring.map((card) => card.key)).toEqual(['banana@l1', 'cheddar@l2']);
    expect(byTab.expired.map((card) => card.key)).toEqual(['cheddar@l2']);
  });

  it('sorts by name without regard to case or accents', () => {
    const names = ['éclair', 'Banana', 'apple', 'Eclair'].map((name, i) => ({ ...items[0], id: String(i), name }));
    expect(sortItems(names, 'name', today).map((item) => item.name)).toEqual(['apple', 'Banana', 'éclair', 'Eclair']);
  });

  it('writes amounts with their unit', () => {
    expect(formatAmount('1', 'item')).toBe('1 item');
    expect(formatAmount('3', 'item')).toBe('3 items');
    expect(formatAmount('500', 'g')).toBe('500 g');
  });

  it('pluralises units written as words, never abbreviations', () => {
    expect(formatAmount('2', 'pint')).toBe('2 pints');
    expect(formatAmount('2', 'gallon')).toBe('2 gallons');
    expect(formatAmount('1', 'cup')).toBe('1 cup');
    expect(formatAmount('1/2', 'cup')).toBe('1/2 cup');
    expect(formatAmount('2', 'clove')).toBe('2 cloves');
    for (const unit of ['oz', 'lb', 'g', 'ml', 'tbsp']) expect(formatAmount('2', unit)).toBe(`2 ${unit}`);
  });
});
