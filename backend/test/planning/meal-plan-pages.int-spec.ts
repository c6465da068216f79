import type { App } from 'supertest/types.js';
import type { MealPlan } from '@sous/contracts';
import { signUp, type SignedInUser } from '../support/auth.js';
import { addRecipe, planMeal } from '../support/factories.js';
import { nextLink, walkPages } from '../support/pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 18: `GET /api/meal-plans?limit=N` pages the plan by keyset in its own order (day, then
 * breakfast → lunch → dinner → snack, then when planned), its range kept in the `Link`.
 */
describe('meal plan pages', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let whole: MealPlan[];

  const walk = async (user: SignedInUser, first: string) => (await walkPages(user, first)).ids;

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    cook = await signUp(server);
    const soup = await addRecipe(cook, { title: 'Soup', ingredients: ['1 leek'] });
    const toast = await addRecipe(cook, { title: 'Toast', ingredients: ['2 slices bread'] });
    // planned out of order, two dinners on one day, every meal of a day
    const meals: [string, MealPlan['mealType'], string][] = [
      ['2027-02-03', 'dinner', soup.id],
      ['2027-02-01', 'snack', toast.id],
      ['2027-02-01', 'breakfast', toast.id],
      ['2027-02-03', 'dinner', toast.id],
      ['2027-02-01', 'dinner', soup.id],
      ['2027-02-01', 'lunch', soup.id],
      ['2027-02-02', 'breakfast', toast.id],
    ];
    for (const [date, mealType, recipeId] of meals) await planMeal(cook, { date, mealType, recipeId, servings: 2 });
    whole = (await cook.agent.get('/api/meal-plans').expect(200)).body as MealPlan[];
  });
  afterAll(() => testApp.close());

  it('walks the whole plan in its order, each meal once, at any page size', async () => {
    expect(whole.map((plan) => `${plan.date} ${plan.mealType}`)).toEqual([
      '2027-02-01 breakfast',
      '2027-02-01 lunch',
      '2027-02-01 dinner',
      '2027-02-01 snack',
      '2027-02-02 breakfast',
      '2027-02-03 dinner',
      '2027-02-03 dinner',
    ]);
    const ids = whole.map((plan) => plan.id);
    for (const limit of [1, 2, 3, 7]) expect(await walk(cook, `/api/meal-plans?limit=${limit}`)).toEqual(ids);
    const [first] = (await cook.agent.get('/api/meal-plans?limit=1').expect(200)).body as MealPlan[];
    expect(first).toEqual(whole[0]);
  });

  it('keeps the range in the next page', async () => {
    const inRange = ((await cook.agent.get('/api/meal-plans?from=2027-02-02&to=2027-02-03').expect(200)).body as MealPlan[]).map((plan) => plan.id);
    expect(inRange).toHaveLength(3);
    const first = await cook.agent.get('/api/meal-plans?from=2027-02-02&to=2027-02-03&limit=1').expect(200);
    expect(nextLink(first)).toContain('from=2027-02-02');
    expect(await walk(cook, '/api/meal-plans?from=2027-02-02&to=2027-02-03&limit=1')).toEqual(inRange);
  });

  it('shows another household nothing of this one, even with its cursor', async () => {
    const neighbour = await signUp(server);
    const cursorUrl = nextLink(await cook.agent.get('/api/meal-plans?limit=1').expect(200))!;
    expect(await walk(neighbour, cursorUrl)).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit: must be at least 1'],
    ['limit=2&after=2027-02-01,9,1,00000000-0000-4000-8000-000000000001', 'after: must be the cursor of a Link header'],
    ['limit=2&from=2027-02-03&to=2027-02-01', 'to: must not be before from'],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    const res = await cook.agent.get(`/api/meal-plans?${query}`).expect(400);
    expect((res.body as { message: string }).message).toBe(message);
  });
});
