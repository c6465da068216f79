import { foodKeyOf } from '../food-identity/resolve-food.js';
import { namesMatch } from '../matching.js';
import { indexStock, type StockLot } from './stock-index.js';

const NAMES = [
  'Chicken breast', 'Chicken', 'Chicken thighs', 'Chicken broth', 'Eggs', 'Large eggs', 'Garlic', 'Garlic powder', 'Black beans',
  'Canned tomatoes', 'Tomatoes', 'Cherry tomatoes', 'Tomato paste', 'Milk', 'Oat milk', 'Coconut milk', 'Peanut butter', 'Butter',
  'Green onions', 'Onions', 'Red onion', 'Basil', 'Limes', 'Salt', 'Olive oil', 'Sesame oil', 'Rice', 'Basmati rice', 'Flour',
];
const LINES = [
  'chicken breast, diced', 'chicken', 'eggs', 'garlic, minced', 'black beans, drained', 'tomatoes', 'diced tomatoes', 'butter',
  'peanut butter', 'milk', 'coconut milk', 'green onions', 'onion', 'fresh basil', 'lime juice', 'salt', 'olive oil', 'rice', 'flour',
];

describe('indexStock', () => {
  it('finds exactly the lots a full scan by food key and name finds, in use order', () => {
    const stock: StockLot[] = NAMES.flatMap((name, i) => [
      { id: `${i}-a`, name, quantity: '1', unit: 'item', expirationDate: `2026-12-${String((i % 27) + 1).padStart(2, '0')}`, foodKey: foodKeyOf(name) },
      { id: `${i}-b`, name: name.toUpperCase(), quantity: '2', unit: 'item', expirationDate: null },
    ]);
    const index = indexStock(stock);
    for (const line of LINES) {
      const key = foodKeyOf(line);
      const scanned = index.lots.filter((lot) => (lot.foodKey && lot.foodKey === key) || namesMatch(line, lot.name));
      expect(index.candidates(line, key).map((lot) => lot.id)).toEqual(scanned.map((lot) => lot.id));
    }
  });

  it('orders lots earliest expiry first, lots without one last, otherwise as given', () => {
    const index = indexStock([
      { id: 'none', name: 'Milk', quantity: '1', unit: 'l' },
      { id: 'late', name: 'Milk', quantity: '1', unit: 'l', expirationDate: '2026-12-09' },
      { id: 'soon', name: 'Milk', quantity: '1', unit: 'l', expirationDate: '2026-12-01' },
    ]);
    expect(index.candidates('milk', 'milk').map((lot) => lot.id)).toEqual(['soon', 'late', 'none']);
  });
});
