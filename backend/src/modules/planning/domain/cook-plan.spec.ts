import { planCooking } from './cook-plan.js';

const stock = [
  { id: 'rice', name: 'Basmati rice', quantity: '2', unit: 'lb', expirationDate: '2030-01-01' },
  { id: 'chicken-old', name: 'Chicken breast', quantity: '8', unit: 'oz', expirationDate: '2026-11-24' },
  { id: 'chicken-new', name: 'Chicken breast', quantity: '1', unit: 'lb', expirationDate: '2026-11-30' },
  { id: 'eggs', name: 'Eggs', quantity: '12', unit: 'item', expirationDate: null },
  { id: 'milk', name: 'Milk', quantity: '1', unit: 'l', expirationDate: null },
];

describe('planCooking', () => {
  it('takes scaled amounts in each item unit, soonest expiring first', () => {
    const plan = planCooking(['1 lb chicken breast', '2 eggs', '1 cup milk'], 1.5, stock);
    expect(plan.takes).toEqual([
      { foodItemId: 'chicken-old', foodItemName: 'Chicken breast', ingredient: 'chicken breast', quantity: '8', unit: 'oz' },
      { foodItemId: 'chicken-new', foodItemName: 'Chicken breast', ingredient: 'chicken breast', quantity: '1', unit: 'lb' },
      { foodItemId: 'eggs', foodItemName: 'Eggs', ingredient: 'eggs', quantity: '3', unit: 'item' },
      { foodItemId: 'milk', foodItemName: 'Milk', ingredient: 'milk', quantity: '0.35', unit: 'l' },
    ]);
    expect(plan.lacking).toEqual([]);
  });

  it('reports what is short or missing instead of inventing it, but not staples or untimed lines', () => {
    const plan = planCooking(['3 lb chicken breast', '2 cloves garlic', '1 tsp salt', 'pepper to taste'], 1, stock);
    expect(plan.lacking).toEqual(['3 lb chicken breast', '2 cloves garlic']);
    expect(plan.takes.map((t) => t.foodItemId)).toEqual(['chicken-old', 'chicken-new']);
  });

  it('does not convert what cannot be converted: cups of rice against pounds', () => {
    const plan = planCooking(['2 cups rice'], 1, stock);
    expect(plan.takes).toEqual([]);
    expect(plan.lacking).toEqual(['2 cups rice']);
  });
});
