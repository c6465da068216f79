import type { Recipe } from '@sous/contracts';
import { recipeAvailability, recipeAvailabilityFromRows, type MatchedLot, type StockLot } from '@sous/kitchen';
import { json, signUp } from '../support/auth.js';
import { addFoods, addRecipe, addStorageLocation } from '../support/factories.js';
import { appSuite } from '../support/test-app.js';

/**
 * Issue 18: a cookbook row carried every lot its lines matched (27 KB a recipe with 250 lots of one
 * food). It now carries the lots the card can use at 1–20 servings, and the card still shows what
 * the server computes at each of them.
 */
describe('recipe rows carry the lots the card can use', () => {
  const suite = appSuite();

  it('keeps two of 40 litres of milk for "1 cup milk" at 4 servings, and agrees with the full stock at 1–20', async () => {
    const cook = await signUp(suite.server);
    const fridge = await addStorageLocation(cook, 'Fridge');
    // a date of its own for each lot, so none merges into another
    const day = (i: number) => `2027-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const added = await addFoods(cook, fridge, Array.from({ length: 40 }, (_, i) => ({ name: 'Milk', quantity: '1', unit: 'l', expirationDate: day(i) })));
    expect(new Set(added.map((item) => item.id)).size).toBe(40);
    const recipe = await addRecipe(cook, { title: 'Milk toast', servings: 4, ingredients: ['1 cup milk', '2 slices bread'] });

    const [row] = (json(await cook.agent.get('/api/recipes').expect(200)) as unknown as Recipe[]).filter((r) => r.id === recipe.id);
    const lots = row.ingredientMatches[0].lots as MatchedLot[];
    // 20 servings of 1 cup for 4 is 5 cups, about 1.2 l: two litre lots, the two that expire first
    expect(lots.map((lot) => lot.id)).toEqual(added.slice(0, 2).map((item) => item.id));
    expect(row.ingredientMatches[0]).toMatchObject({ hasEnough: true, availableQuantity: expect.any(Number) as number });

    const stock: StockLot[] = added.map((item) => ({ id: item.id, name: item.name, quantity: item.quantity, unit: item.unit, expirationDate: item.expirationDate ?? null, foodKey: null }));
    const rows = row.ingredientMatches.map((match) => ({ lots: match.lots as MatchedLot[] }));
    for (let servings = 1; servings <= 20; servings += 1) {
      const card = recipeAvailabilityFromRows(row.ingredients, 4, servings, rows);
      const server = recipeAvailability(row.ingredients, 4, servings, stock);
      expect(card.map((r) => [r.hasEnough, r.percentageAvailable, r.shortage])).toEqual(server.map((r) => [r.hasEnough, r.percentageAvailable, r.shortage]));
    }
  });
});
