import { addDays } from '@sous/kitchen';
import { generateOfflineRecipe } from './generate.js';
import { cookingInventory, useUpLeftoversNote } from './leftovers.js';
import type { ChefInventoryItem } from './types.js';

const TODAY = '2025-06-10';
const inDays = (days: number) => addDays(TODAY, days);

const curry: ChefInventoryItem = { name: 'Leftover Chicken Curry', quantity: '3', unit: 'servings', expirationDate: inDays(1), foodCategory: 'Leftovers', kind: 'leftover' };
const pantry: ChefInventoryItem[] = [
  { name: 'Eggs', quantity: '12', unit: 'item', expirationDate: inDays(20) },
  { name: 'Spinach', quantity: '6', unit: 'oz', expirationDate: inDays(2) },
  { name: 'Cheddar cheese', quantity: '8', unit: 'oz', expirationDate: inDays(25) },
  { name: 'Onions', quantity: '4', unit: 'item', expirationDate: inDays(30) },
  { name: 'Olive oil', quantity: '1', unit: 'bottle', expirationDate: inDays(400) },
  { name: 'Salt', quantity: '26', unit: 'oz', expirationDate: inDays(900) },
];

describe('useUpLeftoversNote', () => {
  it('names expiring leftovers soonest first, with their servings and a safe reheat', () => {
    const soup = { ...curry, name: 'Leftover Lentil Soup', quantity: '1', expirationDate: inDays(0) };
    expect(useUpLeftoversNote([curry, soup, ...pantry], TODAY)).toBe(
      'Use up leftovers first: Leftover Lentil Soup (1 serving, use by today); Leftover Chicken Curry (3 servings, use by tomorrow). ' +
        'Reheat until steaming hot (165 °F / 74 °C) and serve alongside, or save this recipe for another day.',
    );
  });

  it('says nothing of leftovers far from their date, past it, or of ordinary food', () => {
    expect(useUpLeftoversNote([{ ...curry, expirationDate: inDays(40) }, ...pantry], TODAY)).toBeNull();
    expect(useUpLeftoversNote([{ ...curry, expirationDate: inDays(-1) }], TODAY)).toBeNull();
    expect(useUpLeftoversNote(pantry, TODAY)).toBeNull();
  });
});

describe('the chef with leftovers', () => {
  it('never cooks with a leftover as an ingredient', () => {
    expect(cookingInventory([curry, ...pantry])).toEqual(pantry);
    const recipe = generateOfflineRecipe({ prioritizeExpiring: true, onlyUseOnHand: true }, { inventory: [curry, ...pantry], today: TODAY });
    expect(recipe.usedIngredients).not.toContain(curry.name);
  });

  it('puts "use up leftovers" in the note of a smart recipe that prioritises expiring food', () => {
    const recipe = generateOfflineRecipe({ prioritizeExpiring: true }, { inventory: [curry, ...pantry], today: TODAY });
    expect(recipe.why).toMatch(/^Use up leftovers first: Leftover Chicken Curry \(3 servings, use by tomorrow\)/);
    const plain = generateOfflineRecipe({ prioritizeExpiring: false }, { inventory: [curry, ...pantry], today: TODAY });
    expect(plain.why).not.toContain('leftovers');
  });
});
