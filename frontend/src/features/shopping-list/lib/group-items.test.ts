import { describe, expect, it } from 'vitest';
import { shoppingItem } from '../test/fixtures';
import { formatAmount, groupShoppingItems, walkingOrder } from './group-items';

describe('groupShoppingItems', () => {
  it('groups unchecked entries by store section in walking order and leaves out empty sections', () => {
    const items = [
      shoppingItem({ ingredient: 'Rice', storeSection: 'pantry' }),
      shoppingItem({ ingredient: 'Milk', storeSection: 'dairy' }),
      shoppingItem({ ingredient: 'Apples', storeSection: 'produce' }),
      shoppingItem({ ingredient: 'Peas', storeSection: 'frozen' }),
      shoppingItem({ ingredient: 'Foil', storeSection: 'other' }),
      shoppingItem({ ingredient: 'Bread', storeSection: 'bakery' }),
      shoppingItem({ ingredient: 'Chicken', storeSection: 'meat' }),
    ];
    const { sections } = groupShoppingItems(items);
    expect(sections.map((s) => s.section)).toEqual(['produce', 'bakery', 'meat', 'dairy', 'frozen', 'pantry', 'other']);
    expect(walkingOrder).toEqual(['produce', 'bakery', 'meat', 'dairy', 'frozen', 'pantry', 'other']);

    const some = groupShoppingItems([items[0], items[2]]);
    expect(some.sections.map((s) => s.section)).toEqual(['produce', 'pantry']);
  });

  it('orders a section by name, ignoring case and accents, numbers naturally', () => {
    const items = [
      shoppingItem({ ingredient: 'onions', storeSection: 'produce' }),
      shoppingItem({ ingredient: 'Apples', storeSection: 'produce' }),
      shoppingItem({ ingredient: 'épinards', storeSection: 'produce' }),
      shoppingItem({ ingredient: 'basil', storeSection: 'produce' }),
    ];
    expect(groupShoppingItems(items).sections[0].items.map((i) => i.ingredient)).toEqual(['Apples', 'basil', 'épinards', 'onions']);
  });

  it('puts checked entries in the basket, in store order, and counts what is left to buy', () => {
    const items = [
      shoppingItem({ ingredient: 'Rice', storeSection: 'pantry', isChecked: true }),
      shoppingItem({ ingredient: 'Milk', storeSection: 'dairy' }),
      shoppingItem({ ingredient: 'Apples', storeSection: 'produce', isChecked: true }),
    ];
    const grouped = groupShoppingItems(items);
    expect(grouped.basket.map((i) => i.ingredient)).toEqual(['Apples', 'Rice']);
    expect(grouped.sections).toHaveLength(1);
    expect(grouped.toBuy).toBe(1);
  });

  it('files an unknown section under other', () => {
    const item = shoppingItem({ ingredient: 'Thing', storeSection: 'deli' as never });
    expect(groupShoppingItems([item]).sections).toEqual([{ section: 'other', items: [item] }]);
  });

  it('formats the amount before a name', () => {
    expect(formatAmount('2', 'lb')).toBe('2 lb');
    expect(formatAmount('3', null)).toBe('3');
    expect(formatAmount(null, null)).toBe('');
  });
});
