import { planCooking } from './plan-cooking.js';
import type { StockLot } from './stock-index.js';

const stock: StockLot[] = [
  { id: 'rice', name: 'Basmati rice', quantity: '2', unit: 'lb', expirationDate: '2030-01-01' },
  { id: 'chicken-new', name: 'Chicken breast', quantity: '1', unit: 'lb', expirationDate: '2026-11-30' },
  { id: 'chicken-old', name: 'Chicken breast', quantity: '8', unit: 'oz', expirationDate: '2026-11-24' },
  { id: 'eggs', name: 'Eggs', quantity: '12', unit: 'item', expirationDate: null },
  { id: 'milk', name: 'Milk', quantity: '1', unit: 'l', expirationDate: null },
];

describe('planCooking', () => {
  it('takes the planned servings in each lot unit, earliest expiry first', () => {
    // the recipe serves 2, planned for 3
    const plan = planCooking(['1 lb chicken breast', '2 eggs', '1 cup milk'], 2, 3, stock);
    expect(plan.takes).toEqual([
      { foodItemId: 'chicken-old', foodItemName: 'Chicken breast', ingredient: 'chicken breast', quantity: '8', unit: 'oz', amount: '8 oz chicken breast' },
      { foodItemId: 'chicken-new', foodItemName: 'Chicken breast', ingredient: 'chicken breast', quantity: '1', unit: 'lb', amount: '1 lb chicken breast' },
      { foodItemId: 'eggs', foodItemName: 'Eggs', ingredient: 'eggs', quantity: '3', unit: 'item', amount: '3 eggs' },
      { foodItemId: 'milk', foodItemName: 'Milk', ingredient: 'milk', quantity: '0.35', unit: 'l', amount: '0.35 l milk' },
    ]);
    expect(plan.lacking).toEqual([]);
  });

  it('scales down by the plan, not the recipe: a 4-serving recipe planned for 1 takes a quarter', () => {
    const plan = planCooking(['1 lb chicken breast'], 4, 1, [{ id: 'c', name: 'Chicken breast', quantity: '2', unit: 'lb', expirationDate: null }]);
    expect(plan.takes.map((t) => [t.quantity, t.unit])).toEqual([['0.25', 'lb']]);
  });

  it('keeps countables countable: a quarter lime, half an onion, a whole egg', () => {
    const pantry: StockLot[] = [
      { id: 'limes', name: 'Limes', quantity: '2', unit: 'item', expirationDate: null },
      { id: 'onions', name: 'Onions', quantity: '3', unit: 'item', expirationDate: null },
      { id: 'eggs', name: 'Eggs', quantity: '6', unit: 'item', expirationDate: null },
    ];
    const plan = planCooking(['1 lime', '2 onions, diced', '3 eggs'], 4, 1, pantry);
    expect(plan.takes.map((t) => [t.foodItemId, t.quantity, t.amount])).toEqual([
      ['limes', '0.25', '¼ lime'],
      ['onions', '0.5', '½ onion'],
      ['eggs', '1', '1 egg'],
    ]);
    expect(plan.lacking).toEqual([]);
  });

  it('takes cloves of garlic from a head (about 10 cloves), in halves of a head', () => {
    const head: StockLot[] = [{ id: 'garlic', name: 'Garlic', quantity: '1', unit: 'head', expirationDate: null }];
    expect(planCooking(['4 cloves garlic, minced'], 4, 4, head)).toEqual({
      takes: [{ foodItemId: 'garlic', foodItemName: 'Garlic', ingredient: 'garlic, minced', quantity: '0.5', unit: 'head', amount: '½ head garlic' }],
      lacking: [],
    });
    // a garlic counted as items is a head too; 12 cloves is more than one head holds
    const items: StockLot[] = [{ id: 'garlic', name: 'Garlic', quantity: '1', unit: 'item', expirationDate: null }];
    const short = planCooking(['6 cloves garlic'], 2, 4, items);
    expect(short.takes.map((t) => [t.quantity, t.unit])).toEqual([['1', 'item']]);
    expect(short.lacking).toEqual(['12 cloves garlic']);
  });

  it('takes stalks of celery from a bunch (about 9 stalks)', () => {
    const bunch: StockLot[] = [{ id: 'celery', name: 'Celery', quantity: '1', unit: 'bunch', expirationDate: null }];
    const plan = planCooking(['3 stalks celery, chopped'], 4, 4, bunch);
    expect(plan.takes.map((t) => [t.quantity, t.unit, t.amount])).toEqual([['0.5', 'bunch', '½ bunch celery']]);
    expect(plan.lacking).toEqual([]);
  });

  it('reports what is short or missing at the planned servings, never staples', () => {
    const plan = planCooking(['3 lb chicken breast', '2 cloves garlic', '1 tsp salt', 'pepper to taste', 'fresh basil'], 4, 8, stock);
    expect(plan.lacking).toEqual(['6 lb chicken breast', '4 cloves garlic', 'fresh basil']);
    expect(plan.takes.map((t) => t.foodItemId)).toEqual(['chicken-old', 'chicken-new']);
  });

  it('matches lots by their canonical food as well as by name', () => {
    const keyed: StockLot[] = [{ id: 'scallions', name: 'Scallions', quantity: '4', unit: 'item', expirationDate: null, foodKey: 'green-onion' }];
    const plan = planCooking(['2 green onions'], 2, 2, keyed);
    expect(plan.takes.map((t) => [t.foodItemId, t.quantity])).toEqual([['scallions', '2']]);
  });

  it('does not convert what nothing relates: cans of a food without a typical can against pounds', () => {
    const plan = planCooking(['2 cans water chestnuts'], 4, 4, [{ id: 'w', name: 'Water chestnuts', quantity: '1', unit: 'lb', expirationDate: null }]);
    expect(plan.takes).toEqual([]);
    expect(plan.lacking).toEqual(['2 cans water chestnuts']);
  });

  it('converts cans through their stated size, else the food’s typical can', () => {
    const beans: StockLot[] = [{ id: 'b', name: 'Black beans', quantity: '30', unit: 'oz', expirationDate: null, foodKey: 'black-bean' }];
    expect(planCooking(['1 (15 oz) can black beans'], 4, 4, beans)).toEqual({
      takes: [{ foodItemId: 'b', foodItemName: 'Black beans', ingredient: 'black beans', quantity: '15', unit: 'oz', amount: '15 oz black beans' }],
      lacking: [],
    });
    // a bare can of tomatoes is about 15 oz: two of them from 1 lb is short
    const tomatoes = planCooking(['2 cans tomatoes'], 4, 4, [{ id: 't', name: 'Tomatoes', quantity: '1', unit: 'lb', expirationDate: null }]);
    expect(tomatoes.takes.map((t) => [t.quantity, t.unit])).toEqual([['1', 'lb']]);
    expect(tomatoes.lacking).toEqual(['2 cans tomatoes']);
    // a recipe's ounces from cans in the pantry: 15 oz is one can of beans
    const cans = planCooking(['15 oz black beans'], 4, 4, [{ id: 'c', name: 'Black beans', quantity: '2', unit: 'can', expirationDate: null }]);
    expect(cans.takes.map((t) => [t.quantity, t.unit, t.amount])).toEqual([['1', 'can', '1 can black beans']]);
    expect(cans.lacking).toEqual([]);
    // sizes in grams: two 400 g tins are 800 g
    const grams = planCooking(['2 cans (400 g each) chickpeas'], 4, 4, [{ id: 'k', name: 'Chickpeas', quantity: '1', unit: 'kg', expirationDate: null }]);
    expect(grams.takes.map((t) => [t.quantity, t.unit])).toEqual([['0.8', 'kg']]);
  });

  it('shares lots between lines: what one line took is gone for the next', () => {
    const plan = planCooking(['4 eggs', '3 eggs, beaten'], 4, 4, [{ id: 'e', name: 'Eggs', quantity: '6', unit: 'item', expirationDate: null }]);
    expect(plan.takes.map((t) => t.quantity)).toEqual(['4', '2']);
    expect(plan.lacking).toEqual(['3 eggs, beaten']);
  });
});
