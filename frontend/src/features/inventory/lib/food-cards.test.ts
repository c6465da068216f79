import { describe, expect, it } from 'vitest';
import { fridge, freezer, lot } from '@/test/food-item-fixture';
import { cardAmountText, cardSummary, cardTotal, groupIntoCards, lotsText } from './food-cards';

const today = '2025-03-10';

describe('food cards (one food in one place, with lots)', () => {
  it('groups lots by food key and place; a row without a key is its own card', () => {
    const cards = groupIntoCards([
      lot('a', { expirationDate: '2025-03-17', quantity: '2' }),
      lot('b', { expirationDate: '2025-03-12' }),
      lot('c', { storageLocationId: freezer.id }),
      lot('d', { name: 'Milk', foodKey: 'milk', unit: 'item' }),
      lot('e', { name: 'Old row', foodKey: null }),
      lot('f', { name: 'Old row', foodKey: null }),
    ]);
    expect(cards.map((card) => card.lots.map((l) => l.id))).toEqual([['b', 'a'], ['c'], ['d'], ['e'], ['f']]);
    expect(cards[0].first.id).toBe('b');
    expect(cards[0].key).toBe(`chicken breast@${fridge.id}`);
  });

  it('says the total and each lot: "3 lb · 1 lb expires in 2 days, 2 lb in 7"', () => {
    const [card] = groupIntoCards([lot('a', { expirationDate: '2025-03-17', quantity: '2' }), lot('b', { expirationDate: '2025-03-12' })]);
    expect(cardSummary(card, today)).toBe('3 lb · 1 lb expires in 2 days, 2 lb in 7');
  });

  it('a single lot is just its amount', () => {
    const [card] = groupIntoCards([lot('a', { quantity: '2', expirationDate: '2025-03-12' })]);
    expect(lotsText(card, today)).toBe('');
    expect(cardSummary(card, today)).toBe('2 lb');
  });

  it('adds compatible units in the first lot’s unit (1 lb + 8 oz = 1.5 lb)', () => {
    const [card] = groupIntoCards([lot('a', { expirationDate: '2025-03-12' }), lot('b', { expirationDate: '2025-03-20', quantity: '8', unit: 'oz' })]);
    expect(cardTotal(card)).toEqual({ quantity: '1.5', unit: 'lb' });
    expect(cardSummary(card, today)).toBe('1.5 lb · 1 lb expires in 2 days, 8 oz in 10');
  });

  it('lists the amounts when the units do not add up', () => {
    const [card] = groupIntoCards([
      lot('a', { name: 'Beans', foodKey: 'beans', unit: 'can', quantity: '3', expirationDate: '2025-03-11' }),
      lot('b', { name: 'Beans', foodKey: 'beans', unit: 'g', quantity: '400', expirationDate: null }),
    ]);
    expect(cardTotal(card)).toBeNull();
    expect(cardAmountText(card)).toBe('3 cans + 400 g');
    expect(lotsText(card, today)).toBe('3 cans expires tomorrow, 400 g no date');
  });

  it('an expired lot comes first and says so', () => {
    const [card] = groupIntoCards([lot('a', { expirationDate: '2025-03-13' }), lot('b', { expirationDate: '2025-03-08' })]);
    expect(lotsText(card, today)).toBe('1 lb expired 2 days ago, 1 lb expires in 3 days');
  });
});
