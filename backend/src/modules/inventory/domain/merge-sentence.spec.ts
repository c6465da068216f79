import type { FoodItem } from '@sous/contracts';
import { amountText, describeMerge, placePhrase, unitFor } from './merge-sentence.js';

const lot = (quantity: string, unit: string, extra: Partial<FoodItem> = {}): FoodItem => ({
  id: `lot-${quantity}-${unit}`,
  householdId: 'h',
  userId: null,
  name: 'Butter',
  quantity,
  unit,
  storageLocationId: 'fridge',
  expirationDate: '2030-01-10',
  fcdId: null,
  usdaData: null,
  foodCategory: null,
  addedAt: '2030-01-01T00:00:00.000Z',
  weightInGrams: null,
  lastNotifiedAt: null,
  notificationDismissed: false,
  daysUntilExpiryWhenNotified: null,
  imageUrl: null,
  nutrition: null,
  version: 1,
  foodKey: 'butter',
  ...extra,
});

describe('merge sentences', () => {
  it('says units in the plural when the amount is more than one, abbreviations never', () => {
    expect(amountText({ quantity: '3', unit: 'stick' })).toBe('3 sticks');
    expect(amountText({ quantity: '1', unit: 'stick' })).toBe('1 stick');
    expect(amountText({ quantity: '2', unit: 'can' })).toBe('2 cans');
    expect(amountText({ quantity: '1', unit: 'clove' })).toBe('1 clove');
    expect(amountText({ quantity: '2', unit: 'cloves' })).toBe('2 cloves');
    expect(amountText({ quantity: '1.5', unit: 'lb' })).toBe('1.5 lb');
    expect(amountText({ quantity: '2', unit: 'lbs' })).toBe('2 lb');
    expect(amountText({ quantity: '2', unit: 'cup' })).toBe('2 cups');
    expect(amountText({ quantity: '2', unit: 'tbsp' })).toBe('2 tbsp');
    expect(amountText({ quantity: '2', unit: 'loaf' })).toBe('2 loaves');
    expect(amountText({ quantity: '2', unit: 'dozen' })).toBe('2 dozen');
    expect(amountText({ quantity: '1/2', unit: 'cup' })).toBe('1/2 cup');
    expect(amountText({ quantity: '1.5', unit: 'cup' })).toBe('1.5 cups');
    expect(amountText({ quantity: '3', unit: 'item' })).toBe('3');
    // a unit the kitchen does not know: a plain word takes an s, anything else stays as typed
    expect(unitFor('tub', '2')).toBe('tubs');
    expect(unitFor('Tüte', '2')).toBe('Tüte');
    expect(unitFor('tub', '1')).toBe('tub');
  });

  it('puts "the" only before a place named by a common noun', () => {
    expect(placePhrase('Refrigerator')).toBe('the Refrigerator');
    expect(placePhrase('Pantry')).toBe('the Pantry');
    expect(placePhrase('Garage freezer')).toBe('the Garage freezer');
    expect(placePhrase('basement shelf')).toBe('the basement shelf');
    expect(placePhrase("Grandma's Freezer")).toBe("Grandma's Freezer");
    expect(placePhrase('The Cellar')).toBe('The Cellar');
    expect(placePhrase('my cooler')).toBe('my cooler');
    expect(placePhrase('Narnia')).toBe('Narnia');
    expect(placePhrase('  Wine   Fridge ')).toBe('the Wine Fridge');
  });

  it('tells an add and an edit that joined a lot what the card holds now', () => {
    const grown = lot('3', 'stick');
    expect(describeMerge('merged', grown, { quantity: '2', unit: 'stick' }, [grown], { name: 'Refrigerator' })).toEqual({
      outcome: 'merged',
      message: 'Added 2 sticks to Butter in the Refrigerator — now 3 sticks',
      total: { quantity: '3', unit: 'stick' },
      lots: 1,
    });
    const other = lot('1', 'stick', { id: 'other', expirationDate: '2030-02-01' });
    expect(describeMerge('new-lot', grown, { quantity: '1', unit: 'stick' }, [grown, other], { name: 'The Cellar' }).message).toBe(
      'Added 1 stick to Butter in The Cellar as a new lot expiring 2030-01-10 — now 4 sticks in 2 lots',
    );
    expect(describeMerge('created', lot('1', 'lb'), { quantity: '1', unit: 'lb' }, [lot('1', 'lb')], { name: "Grandma's Freezer" }).message).toBe(
      "Added 1 lb of Butter to Grandma's Freezer",
    );
    expect(describeMerge('merged', lot('1.5', 'lb'), { quantity: '8', unit: 'oz' }, [lot('1.5', 'lb')], { name: 'Freezer' }, 'Merged').message).toBe(
      'Merged 8 oz into Butter in the Freezer — now 1.5 lb',
    );
  });
});
