import { planCooking, recipeAvailability, scaleIngredient, scaleIngredientLines, type StockLot } from '@sous/kitchen';
import { describe, expect, it } from 'vitest';
import { matchesAt, rowAvailability, scaledAvailability } from './availability';

const match = (over: Partial<Parameters<typeof rowAvailability>[0] & object> = {}) => ({
  ingredientName: 'flour',
  hasEnough: false,
  percentageAvailable: 50,
  shortage: { quantity: 1, unit: 'cup' },
  availableQuantity: 1,
  availableUnit: 'cup',
  ...over,
});

const lot = (id: string, name: string, quantity: string, unit: string): StockLot => ({ id, name, quantity, unit, expirationDate: null });

/** A recipe as `GET /api/recipes` answers it: rows computed by the server's function at the recipe's servings. */
function served(ingredients: string[], servings: number, stock: StockLot[]) {
  return { ingredients, servings, missingIngredients: [], ingredientMatches: recipeAvailability(ingredients, servings, servings, stock) };
}

describe('rowAvailability', () => {
  it('shows available rows without a note', () => {
    expect(rowAvailability(match({ hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: 3 }))).toEqual({ level: 'available', progress: null, note: null });
  });
  it('bands partial rows: over 50 % amber, above 0 orange, 0 red', () => {
    expect(rowAvailability(match({ percentageAvailable: 75, shortage: { quantity: 0.5, unit: 'cup' } }))).toEqual({ level: 'most', progress: 75, note: '(need 0.5 cup)' });
    expect(rowAvailability(match({ percentageAvailable: 50 }))).toEqual({ level: 'some', progress: 50, note: '(need 1 cup)' });
    expect(rowAvailability(match({ percentageAvailable: 0, availableQuantity: 0, shortage: { quantity: 2, unit: 'cup' } }))).toEqual({ level: 'none', progress: null, note: '(need 2 cup)' });
  });
  it('says what is on hand when the units differ', () => {
    expect(rowAvailability(match({ percentageAvailable: -1, availableQuantity: 250.44, availableUnit: 'g', shortage: null }))).toEqual({ level: 'some', progress: null, note: '(have 250.4 g)' });
  });
  it('says countables the way a cook does', () => {
    expect(rowAvailability(match({ percentageAvailable: 0, availableQuantity: 0, shortage: { quantity: 0.25, unit: null } }))?.note).toBe('(need ¼)');
  });
  it('has nothing to show without a match', () => {
    expect(rowAvailability(undefined)).toBeNull();
  });
});

describe('scaledAvailability: the card agrees with Cook at every servings value', () => {
  // every line form the issue names: a staple, cloves from a head, a can against ounces, a countable lime
  const ingredients = ['1 tsp salt', '4 cloves garlic, minced', '1 (15 oz) can black beans, drained', '1 lime', '2 tbsp olive oil'];
  const stock = [lot('g', 'Garlic', '1', 'head'), lot('b', 'Black beans', '30', 'oz'), lot('l', 'Limes', '1', 'item')];
  const recipe = served(ingredients, 4, stock);

  it('redoes at the card servings exactly what the server answers at them', () => {
    for (let servings = 1; servings <= 16; servings += 1) {
      expect(matchesAt(recipe, servings)).toEqual(recipeAvailability(ingredients, 4, servings, stock));
    }
  });

  it('counts, names and shows short exactly the lines Cook lacks, at every servings value', () => {
    for (let servings = 1; servings <= 16; servings += 1) {
      const card = scaledAvailability(recipe, servings);
      const lacking = planCooking(ingredients, 4, servings, stock).lacking;
      const shortLines = card.rows.filter((row) => row.availability?.level !== 'available').map((row) => row.line);
      expect(shortLines).toEqual(lacking);
      expect(card.missing.length).toBe(lacking.length);
      expect(card.have).toBe(ingredients.length - lacking.length);
      expect(card.rows.map((row) => row.line)).toEqual(ingredients.map((line) => scaleIngredient(line, 4, servings).line));
    }
  });

  it('keeps the staple there, takes cloves from the head, the can from the ounces and a quarter lime', () => {
    const one = scaledAvailability(recipe, 1);
    expect(one.rows.map((row) => [row.line, row.availability?.level])).toEqual([
      ['1/4 tsp salt', 'available'],
      ['1 cloves garlic, minced', 'available'],
      ['1/2 (15 oz) can black beans, drained', 'available'],
      ['1/4 lime', 'available'],
      ['1/2 tbsp olive oil', 'available'],
    ]);
    expect(one).toMatchObject({ have: 5, total: 5, missing: [] });
    // 12 servings: 12 cloves from a 10-clove head, 3 cans (45 oz) from 30 oz, 3 limes from 1
    const twelve = scaledAvailability(recipe, 12);
    expect(twelve.rows.map((row) => [row.availability?.level, row.availability?.note ?? null])).toEqual([
      ['available', null],
      ['most', '(need 2 clove)'],
      ['most', '(need 1 can)'],
      ['some', '(need 2)'],
      ['available', null],
    ]);
    expect(twelve).toMatchObject({ have: 2, total: 5, missing: ['garlic, minced', 'black beans, drained', 'lime'] });
  });

  it('shows rows without lots as they came (a payload from before rows carried them)', () => {
    const old = { ...recipe, ingredientMatches: recipe.ingredientMatches.map(({ lots: _lots, ...rest }) => rest) };
    expect(scaledAvailability(old, 12).have).toBe(5);
  });

  it('falls back to the recipe missing list when it was never matched', () => {
    expect(scaledAvailability({ ...recipe, ingredientMatches: [], missingIngredients: ['basil'] }, 4)).toMatchObject({ have: 0, total: 5, missing: ['basil'] });
  });
});

describe('servings scaler', () => {
  it('rescales ingredient lines and keeps lines without a number', () => {
    expect(scaleIngredientLines(['1 1/2 cups flour', 'salt to taste', '3 eggs'], 2, 5)).toEqual(['3.75 cups flour', 'salt to taste', '7.5 eggs']);
  });
});
