import { addDays, shelfLifeDaysFor } from '@sous/kitchen';
import { expiryIn, storagePlaceOf } from './place-shelf-life.js';

describe('place shelf life', () => {
  it('knows fridge, freezer and pantry by name, else by icon', () => {
    expect(storagePlaceOf({ name: 'Refrigerator' })).toBe('fridge');
    expect(storagePlaceOf({ name: 'Garage freezer' })).toBe('freezer');
    expect(storagePlaceOf({ name: 'Counter' })).toBe('pantry');
    expect(storagePlaceOf({ name: 'Cold box', icon: 'snowflake' })).toBe('freezer');
    expect(storagePlaceOf({ name: 'Basement', icon: 'utensils-crossed' })).toBeNull();
  });

  it('dates food by the shelf-life table of its place', () => {
    const today = '2026-11-26';
    const frozen = expiryIn({ name: 'Strawberries', foodCategory: 'Fruits and Fruit Juices' }, 'freezer', today);
    const chilled = expiryIn({ name: 'Strawberries', foodCategory: 'Fruits and Fruit Juices' }, 'fridge', today);
    expect(frozen).toBe(addDays(today, shelfLifeDaysFor('Strawberries', 'Freezer', 'Fruits and Fruit Juices')));
    expect(frozen > chilled).toBe(true);
    expect(expiryIn({ name: 'Mystery jar', foodCategory: null }, null, today)).toBe(addDays(today, 7));
  });

  it("dates by the household's accepted figure where given, never a leftover's and never without a place", () => {
    const today = '2026-11-26';
    expect(expiryIn({ name: 'Spinach', foodCategory: null }, 'fridge', today, 4)).toBe(addDays(today, 4));
    expect(expiryIn({ name: 'Spinach', foodCategory: null }, 'fridge', today, null)).toBe(addDays(today, shelfLifeDaysFor('Spinach', 'Fridge')));
    expect(expiryIn({ name: 'Chili', foodCategory: null, kind: 'leftover' }, 'fridge', today, 30)).toBe(expiryIn({ name: 'Chili', foodCategory: null, kind: 'leftover' }, 'fridge', today));
    expect(expiryIn({ name: 'Mystery jar', foodCategory: null }, null, today, 30)).toBe(addDays(today, 7));
  });
});
