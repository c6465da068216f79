import { generateOfflineRecipe } from './generate.js';
import type { BookRecipe, OfflineChefContext } from './types.js';

const recipe = (id: string, title: string, instructions: string[]): BookRecipe => ({
  id,
  title,
  description: `${title}, written for this test.`,
  prepTime: 5,
  cookTime: 15,
  servings: 2,
  difficulty: 'beginner',
  mealTypes: ['dinner'],
  cuisine: 'american',
  ingredients: ['1 lb potatoes', '1 tbsp olive oil', 'Salt to taste'],
  instructions,
  dietTags: ['vegan'],
  allergens: [],
});

const airFried = recipe('air-fryer-potatoes', 'Air Fryer Potatoes', [
  'Toss the potatoes with the oil and salt.',
  'Cook in the air fryer at 200°C for 18 minutes, shaking halfway.',
]);
const roasted = recipe('roast-potatoes', 'Roast Potatoes', ['Toss the potatoes with the oil and salt.', 'Roast on a sheet pan at 220°C for 30 minutes.']);

const context = (equipment: OfflineChefContext['equipment'], book: readonly BookRecipe[]): OfflineChefContext => ({
  inventory: [
    { name: 'Potatoes', quantity: '3', unit: 'lb', expirationDate: '2025-06-11' },
    { name: 'Olive oil', quantity: '1', unit: 'bottle', expirationDate: '2026-06-11' },
    { name: 'Salt', quantity: '26', unit: 'oz', expirationDate: '2027-06-11' },
  ],
  today: '2025-06-10',
  book,
  equipment,
});

const body = { onlyUseOnHand: true, prioritizeExpiring: true, servings: 2, maxCookingTime: 60 };

describe('offline chef and the kitchen equipment', () => {
  it('never chooses an air fryer recipe for a kitchen without one', () => {
    for (const equipment of [[], ['blender'] as const]) {
      const chosen = generateOfflineRecipe(body, context(equipment, [airFried, roasted]));
      expect(chosen.title).not.toMatch(/air fryer/i);
    }
  });

  it('may choose it once the kitchen has an air fryer', () => {
    const chosen = generateOfflineRecipe(body, context(['air-fryer'], [airFried]));
    expect(chosen.offlineId).toBe('book:air-fryer-potatoes');
  });

  it('ignores equipment when the caller gives none', () => {
    const chosen = generateOfflineRecipe(body, context(undefined, [airFried]));
    expect(chosen.offlineId).toBe('book:air-fryer-potatoes');
  });
});
