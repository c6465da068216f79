import type { CookMealResponse, FoodItem, Recipe, ShoppingItem } from '@sous/contracts';
import { recipeAvailabilityFromRows, scaleIngredient, type MatchedLot } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, addRecipe, addStorageLocation, planMeal } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';
import { insertRecipe } from './planning-fixtures.js';

/** Issue 16 "Servings are one number": the plan's servings drive the preview, Cook and Add to List alike. */
describe('servings are one number', () => {
  const suite = liveSuite();

  async function kitchen(cook: SignedInUser, foods: { name: string; quantity: string; unit: string }[]): Promise<Map<string, string>> {
    const added = await addFoods(cook, await addStorageLocation(cook, 'Fridge'), foods);
    return new Map(added.map((item, index) => [foods[index].name, item.id]));
  }

  const quantities = async (cook: SignedInUser) =>
    Object.fromEntries((json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[]).map((f) => [f.id, `${f.quantity} ${f.unit}`]));

  it('previews exactly what Cook then takes: the planned servings, countables rounded, garlic cloves from a head', async () => {
    const cook = await signUp(suite.server);
    const ids = await kitchen(cook, [
      { name: 'Chicken breast', quantity: '2', unit: 'lb' },
      { name: 'Limes', quantity: '2', unit: 'item' },
      { name: 'Onions', quantity: '3', unit: 'item' },
      { name: 'Garlic', quantity: '1', unit: 'head' },
    ]);
    const recipeId = await insertRecipe(suite.testApp.app, cook.user.householdId, {
      title: 'Lime chicken',
      servings: 4,
      ingredients: ['1 lb chicken breast', '1 lime, juiced', '2 onions, sliced', '8 cloves garlic', '2 cups rice'],
    });
    const planned = await planMeal(cook, { recipeId, date: '2026-12-07', servings: 1 });
    // the planner's badge is the preview's count: everything but the rice
    expect(planned.recipe).toMatchObject({ availableCount: 4, ingredientCount: 5 });

    const preview = json(await cook.agent.get(`/api/meal-plans/${planned.id}/cook-preview`).expect(200)) as unknown as CookMealResponse;
    expect(preview.used.map((u) => [u.quantity, u.unit, u.amount])).toEqual([
      ['0.25', 'lb', '0.25 lb chicken breast'],
      ['0.25', 'item', '¼ lime'],
      ['0.5', 'item', '½ onion'],
      ['0.5', 'head', '½ head garlic'],
    ]);
    expect(preview.lacking).toEqual(['1/2 cups rice']);
    expect(preview.mealPlan.cookedAt).toBeNull();
    // a preview takes nothing
    const before = await quantities(cook);
    expect(before[ids.get('Limes')!]).toBe('2 item');

    const [socket] = await suite.connect(cook);
    const itemEvents = record(socket, 'food-item:updated');
    const cooked = json(await cook.agent.post(`/api/meal-plans/${planned.id}/cook`).expect(200)) as unknown as CookMealResponse;
    expect({ used: cooked.used, lacking: cooked.lacking }).toEqual({ used: preview.used, lacking: preview.lacking });

    const after = await quantities(cook);
    expect(after[ids.get('Chicken breast')!]).toBe('1.75 lb');
    expect(after[ids.get('Limes')!]).toBe('1.75 item');
    expect(after[ids.get('Onions')!]).toBe('2.5 item');
    expect(after[ids.get('Garlic')!]).toBe('0.5 head');
    await eventually(() => expect(itemEvents).toHaveLength(4));
    socket.close();
    await cook.agent.get(`/api/meal-plans/${planned.id}/cook-preview`).expect(409);
  });

  it('the recipe card, the preview and Add to List agree at every servings value: staples, cloves of a head, cans, a quarter lime', async () => {
    const cook = await signUp(suite.server);
    const ids = await kitchen(cook, [
      { name: 'Garlic', quantity: '1', unit: 'head' },
      { name: 'Black beans', quantity: '30', unit: 'oz' },
      { name: 'Limes', quantity: '1', unit: 'item' },
      { name: 'Water chestnuts', quantity: '8', unit: 'oz' },
    ]);
    const lines = ['1 tsp salt', '4 cloves garlic, minced', '1 (15 oz) can black beans, drained', '1 lime', '1 can water chestnuts'];
    const created = await addRecipe(cook, { title: 'Bean bowl', servings: 4, ingredients: lines });
    const rows = created.ingredientMatches;
    // at the recipe's 4 servings: salt is a staple, 4 cloves come from the head, the 15 oz can from 30 oz,
    // the lime is there; a can of water chestnuts has no typical size, so 8 oz is not a can
    expect(rows.map((m) => [m.ingredientName, m.hasEnough, m.percentageAvailable])).toEqual([
      ['salt', true, 100],
      ['garlic, minced', true, 100],
      ['black beans, drained', true, 100],
      ['lime', true, 100],
      ['water chestnuts', false, -1],
    ]);
    expect(rows[1].lots).toEqual([{ id: ids.get('Garlic'), quantity: 1, unit: 'head' }]);
    expect(rows[2]).toMatchObject({ availableQuantity: 2, availableUnit: 'can', lots: [{ id: ids.get('Black beans'), quantity: 30, unit: 'oz' }] });
    const listed = (json(await cook.agent.get('/api/recipes').expect(200)) as unknown as Recipe[]).find((r) => r.id === created.id);
    expect(listed?.ingredientMatches).toEqual(rows);

    const withLots = rows.map((row) => ({ lots: row.lots as MatchedLot[] }));
    for (const servings of [1, 4, 8, 12]) {
      // what the card shows at these servings, from the lots its rows carry
      const card = recipeAvailabilityFromRows(lines, 4, servings, withLots);
      const short = lines.filter((_, i) => !card[i].hasEnough).map((line) => scaleIngredient(line, 4, servings).line);
      const planned = await planMeal(cook, { recipeId: created.id, date: '2026-12-09', servings });
      const preview = json(await cook.agent.get(`/api/meal-plans/${planned.id}/cook-preview`).expect(200)) as unknown as CookMealResponse;
      expect(preview.lacking).toEqual(short);
      expect(planned.recipe).toMatchObject({ availableCount: lines.length - short.length, ingredientCount: lines.length });
      await cook.agent.delete(`/api/meal-plans/${planned.id}`).expect(204);
    }

    // at 12 servings the card asks for 2 cloves, 1 can of beans, 2 limes and 3 cans of water chestnuts: Add to List adds just those
    const card = recipeAvailabilityFromRows(lines, 4, 12, withLots);
    const missing = card.filter((m) => !m.hasEnough);
    expect(missing.map((m) => [m.ingredientName, m.shortage])).toEqual([
      ['garlic, minced', { quantity: 2, unit: 'clove' }],
      ['black beans, drained', { quantity: 1, unit: 'can' }],
      ['lime', { quantity: 2, unit: null }],
      ['water chestnuts', { quantity: 3, unit: 'can' }],
    ]);
    const added = json(
      await cook.agent
        .post('/api/shopping-list/add-missing')
        .send({ recipeId: created.id, servings: 12, ingredients: missing.map((m) => m.ingredientName) })
        .expect(200),
    ) as unknown as ShoppingItem[];
    expect(added.map((i) => [i.ingredient, i.quantity, i.unit])).toEqual([
      ['garlic', '2', 'clove'],
      ['black beans', '1', 'can'],
      ['lime', '2', null],
      ['water chestnuts', '3', 'can'],
    ]);
  });

  it('answers 404 for another household’s plan, preview or cook alike', async () => {
    const owner = await signUp(suite.server);
    const stranger = await signUp(suite.server);
    const recipeId = await insertRecipe(suite.testApp.app, owner.user.householdId, { title: 'Toast', servings: 1, ingredients: ['1 slice bread'] });
    const planned = await planMeal(owner, { recipeId, date: '2026-12-08' });
    await stranger.agent.get(`/api/meal-plans/${planned.id}/cook-preview`).expect(404);
    await stranger.agent.post(`/api/meal-plans/${planned.id}/cook`).expect(404);
    await owner.agent.get('/api/meal-plans/not-an-id/cook-preview').expect(404);
  });

  it('adds the shortfall at the servings asked for, and only that', async () => {
    const cook = await signUp(suite.server);
    await kitchen(cook, [
      { name: 'Chicken breast', quantity: '1', unit: 'lb' },
      { name: 'Eggs', quantity: '2', unit: 'item' },
    ]);
    const recipeId = await insertRecipe(suite.testApp.app, cook.user.householdId, { title: 'Chicken and eggs', servings: 2, ingredients: ['1 lb chicken breast', '2 eggs', '1 lime'] });
    const [socket] = await suite.connect(cook);
    const created = record(socket, 'shopping-item:created');

    // at the recipe's own 2 servings only the lime is short
    const atTwo = json(await cook.agent.post('/api/shopping-list/add-missing').send({ recipeId, servings: 2 }).expect(200)) as unknown as ShoppingItem[];
    expect(atTwo.map((i) => [i.ingredient, i.quantity, i.unit])).toEqual([['lime', '1', null]]);
    // at 6 servings: 3 lb of chicken against 1, 6 eggs against 2, 3 limes (one already listed)
    const atSix = json(await cook.agent.post('/api/shopping-list/add-missing').send({ recipeId, servings: 6 }).expect(200)) as unknown as ShoppingItem[];
    expect(atSix.map((i) => [i.ingredient, i.quantity, i.unit])).toEqual([
      ['chicken breast', '2', 'lb'],
      ['eggs', '4', null],
      ['lime', '4', null],
    ]);
    // at 1 serving the household has enough of everything but the lime: half a lime more
    const atOne = json(await cook.agent.post('/api/shopping-list/add-missing').send({ recipeId, servings: 1 }).expect(200)) as unknown as ShoppingItem[];
    expect(atOne.map((i) => [i.ingredient, i.quantity, i.unit])).toEqual([['lime', '4.5', null]]);
    // the card names what its badge counts as missing: each one's shortfall at the servings (1.5 lb against 1)
    const named = json(await cook.agent.post('/api/shopping-list/add-missing').send({ recipeId, servings: 3, ingredients: ['chicken breast'] }).expect(200)) as unknown as ShoppingItem[];
    expect(named.map((i) => [i.ingredient, i.quantity, i.unit])).toEqual([['chicken breast', '2.5', 'lb']]);
    await eventually(() => expect(created.map((i) => i.ingredient)).toEqual(['lime', 'chicken breast', 'eggs']));
    socket.close();

    const bad = async (body: Record<string, unknown>) => json(await cook.agent.post('/api/shopping-list/add-missing').send({ recipeId, ...body }).expect(400)).message;
    expect(await bad({ servings: 0 })).toMatch(/^servings: /);
    expect(await bad({ servings: 2.5 })).toMatch(/^servings: /);
    const stranger = await signUp(suite.server);
    await stranger.agent.post('/api/shopping-list/add-missing').send({ recipeId, servings: 2 }).expect(404);
  });
});
