import { foodItemJson, type FoodItemRow, toFoodItem } from './food-item.row.js';

const base: FoodItemRow = {
  id: '00000000-0000-4000-8000-000000000001',
  household_id: '00000000-0000-4000-8000-0000000000aa',
  user_id: '00000000-0000-4000-8000-0000000000bb',
  name: 'Eggs',
  quantity: '12',
  unit: 'item',
  storage_location_id: '00000000-0000-4000-8000-0000000000cc',
  expiration_date: '2026-12-20',
  fcd_id: '171287',
  usda_data: null,
  food_category: 'Dairy and Egg Products',
  added_at: new Date('2026-12-07T04:00:00.123Z'),
  weight_in_grams: '600.5',
  last_notified_at: null,
  notification_dismissed: false,
  days_until_expiry_when_notified: null,
  image_url: null,
  nutrition: '{"calories":143,"note":"per \\"100 g\\""}',
  version: 3,
  food_key: 'egg',
  unit_price: '0.25',
  kind: 'food',
  recipe_id: null,
  card_key: 'egg',
  state: null,
};

const usda = { fdcId: 171287, description: 'Egg, whole, raw, "fresh"', nutrients: [{ name: 'Protein', amount: 12.56, unit: 'g' }], nested: { empty: [], none: null } };

describe('foodItemJson', () => {
  it.each<[string, Partial<FoodItemRow>]>([
    ['no food record', {}],
    ['the food record as the database writes it (spaces after colons and commas)', { usda_data: JSON.stringify(usda).replace(/":/g, '": ').replace(/,"/g, ', "') }],
    ['the food record already parsed', { usda_data: usda }],
    ['a name holding the marker and quotes', { name: 'Odd ,"usdaData":null, "jar"', usda_data: '{"a": 1}' }],
    ['nulls everywhere they may be', { user_id: null, storage_location_id: null, expiration_date: null, fcd_id: null, food_category: null, weight_in_grams: null, nutrition: null, food_key: null, unit_price: null, card_key: null, usda_data: '[]' }],
    ['a leftover, dated text, a state', { kind: 'leftover', recipe_id: '00000000-0000-4000-8000-0000000000dd', added_at: '2026-12-07 04:00:00.5+00', last_notified_at: new Date('2026-12-08T00:00:00Z'), state: 'frozen', usda_data: '"just a string"' }],
  ])('%s: the same keys, order and values as toFoodItem', (_, change) => {
    const row = { ...base, ...change };
    const text = foodItemJson(row);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed).toEqual(toFoodItem(row));
    expect(Object.keys(parsed)).toEqual(Object.keys(toFoodItem(row)));
  });

  it('puts the database text in as it is, not parsed and written again', () => {
    const raw = '{"b": 2, "a": [1, 2.50]}';
    expect(foodItemJson({ ...base, usda_data: raw })).toContain(`,"usdaData":${raw},"foodCategory":`);
  });
});
