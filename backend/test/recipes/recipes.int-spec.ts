import request from 'supertest';
import type { Recipe } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, addRecipe, addStorageLocation } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

const recipe = (res: { body: unknown }) => res.body as Recipe;
const today = todayIn(new Date());

async function stock(cook: SignedInUser, items: { name: string; quantity?: string; unit?: string; inDays?: number; foodCategory?: string }[]) {
  const foods = items.map(({ inDays, ...item }) => ({ quantity: '1', unit: 'item', ...item, expirationDate: addDays(today, inDays ?? 20) }));
  await addFoods(cook, await addStorageLocation(cook, 'Fridge'), foods);
}

describe('recipes', () => {
  const suite = liveSuite();

  it('saves a typed-in recipe and lists it with ingredientMatches against the current inventory', async () => {
    const cook = await signUp(suite.server);
    const created = recipe(
      await cook.agent
        .post('/api/recipes')
        .send({ title: 'Omelette', servings: 1, prepTime: 5, cookTime: '5', ingredients: ['3 eggs', '1/2 cup milk', '1 pinch salt'], instructions: ['Whisk.', 'Cook.'] })
        .expect(201),
    );
    expect(created).toMatchObject({ title: 'Omelette', prepTime: '5', source: 'user', isFavorite: false, rating: null });
    // salt is a pantry staple: Cook never lacks it, so neither does the card
    expect(created.ingredientMatches.map((m) => [m.ingredientName, m.hasEnough])).toEqual([
      ['eggs', false],
      ['milk', false],
      ['salt', true],
    ]);
    await stock(cook, [{ name: 'Eggs', quantity: '2' }, { name: 'Milk', quantity: '1', unit: 'l' }]);
    const [listed] = json(await cook.agent.get('/api/recipes').expect(200)) as unknown as Recipe[];
    expect(listed.ingredientMatches.map((m) => [m.ingredientName, m.hasEnough, m.percentageAvailable])).toEqual([
      ['eggs', false, 66],
      ['milk', true, 100],
      ['salt', true, 100],
    ]);
    expect(listed.ingredientMatches[0].shortage).toEqual({ quantity: 1, unit: null });
  });

  it('favorites, rates 1-5 and edits; validates and hides other households', async () => {
    const cook = await signUp(suite.server);
    const { id } = await addRecipe(cook, { title: 'Toast', ingredients: ['2 slices bread'], instructions: ['Toast it.'] });
    expect(recipe(await cook.agent.patch(`/api/recipes/${id}`).send({ isFavorite: true }).expect(200)).isFavorite).toBe(true);
    expect(recipe(await cook.agent.patch(`/api/recipes/${id}`).send({ rating: 4 }).expect(200)).rating).toBe(4);
    const edited = recipe(await cook.agent.patch(`/api/recipes/${id}`).send({ ingredients: ['3 slices "good" bread'], servings: 2 }).expect(200));
    expect(edited).toMatchObject({ ingredients: ['3 slices "good" bread'], servings: 2, isFavorite: true, rating: 4 });
    expect(json(await cook.agent.patch(`/api/recipes/${id}`).send({ rating: 6 }).expect(400)).message).toMatch(/^rating: /);
    expect(json(await cook.agent.patch(`/api/recipes/${id}`).send({}).expect(400)).message).toBe('Nothing to change');
    expect(json(await cook.agent.post('/api/recipes').send({ title: 'No lines', ingredients: [], instructions: ['x'] }).expect(400)).message).toMatch(/^ingredients: /);
    const stranger = await signUp(suite.server);
    await stranger.agent.get(`/api/recipes/${id}`).expect(404);
    await stranger.agent.patch(`/api/recipes/${id}`).send({ isFavorite: false }).expect(404);
    await stranger.agent.delete(`/api/recipes/${id}`).expect(404);
    expect(json(await stranger.agent.get('/api/recipes').expect(200))).toEqual([]);
    await cook.agent.delete(`/api/recipes/${id}`).expect(204);
    await cook.agent.get(`/api/recipes/${id}`).expect(404);
    await request(suite.server).get('/api/recipes').expect(401);
  });

  it('generates a smart recipe offline from what is expiring, saves it and tells the household', async () => {
    const cook = await signUp(suite.server);
    await stock(cook, [
      { name: 'Spinach', quantity: '1', unit: 'bag', inDays: 1, foodCategory: 'Vegetables and Vegetable Products' },
      { name: 'Eggs', quantity: '12', inDays: 10, foodCategory: 'Dairy and Egg Products' },
      { name: 'Cheddar cheese', quantity: '200', unit: 'g', inDays: 2, foodCategory: 'Dairy and Egg Products' },
      { name: 'Onion', quantity: '3', inDays: 14, foodCategory: 'Vegetables and Vegetable Products' },
    ]);
    const [socket] = await suite.connect(cook);
    const created = record(socket, 'recipe:created');
    const res = recipe(
      await cook.agent
        .post('/api/recipes/generate')
        .send({ onlyUseOnHand: true, prioritizeExpiring: true, servings: 2, maxCookingTime: 30, expiringItems: [{ name: 'Spinach', quantity: '1', unit: 'bag', daysUntilExpiration: 1 }] })
        .expect(201),
    );
    expect(res.source).toBe('offline');
    expect(res.title.length).toBeGreaterThan(0);
    expect(res.ingredients.length).toBeGreaterThan(1);
    expect(res.instructions.length).toBeGreaterThan(1);
    expect(res.servings).toBe(2);
    expect(res.usedIngredients.some((name) => /spinach|cheddar/i.test(name))).toBe(true);
    // Only what is on hand: nothing to buy, not even the oil, salt and pepper this kitchen does not list (issue 31's blind read).
    expect(res.missingIngredients).toEqual([]);
    await eventually(() => expect(created).toEqual([expect.objectContaining({ id: res.id, title: res.title })]));
    socket.close();
    const listed = json(await cook.agent.get('/api/recipes').expect(200)) as unknown as Recipe[];
    expect(listed.map((r) => r.id)).toEqual([res.id]);

    const custom = recipe(
      await cook.agent
        .post('/api/recipes/generate')
        .send({ timeConstraint: 'quick', servings: 2, difficulty: 'beginner', mealType: 'breakfast', creativity: 5, onlyUseOnHand: true, dietaryRestrictions: ['Vegetarian'], cuisineType: 'any' })
        .expect(201),
    );
    expect(custom.id).not.toBe(res.id);
    expect(custom.title).not.toBe(res.title);
  });

  it('refuses to generate for an empty kitchen and validates the body', async () => {
    const cook = await signUp(suite.server);
    const empty = await cook.agent.post('/api/recipes/generate').send({ onlyUseOnHand: true }).expect(400);
    expect(json(empty).message).toMatch(/inventory/i);
    expect(json(await cook.agent.post('/api/recipes/generate').send({ creativity: 11 }).expect(400)).message).toMatch(/^creativity: /);
    expect(json(await cook.agent.post('/api/recipes/generate').send({ cuisineType: 'martian' }).expect(400)).message).toMatch(/^cuisineType: /);
  });

  it('stores feedback with the sentiment a rating implies', async () => {
    const cook = await signUp(suite.server);
    const thumbs = json(await cook.agent.post('/api/feedback').send({ type: 'chat_response', rating: 5, contextId: 'm1', contextType: 'chat_message' }).expect(201));
    expect(thumbs).toMatchObject({ type: 'chat_response', rating: 5, sentiment: 'positive', status: 'open' });
    const low = json(await cook.agent.post('/api/feedback').send({ type: 'recipe', rating: 2, content: 'Too salty' }).expect(201));
    expect(low.sentiment).toBe('negative');
    expect(json(await cook.agent.post('/api/feedback').send({ type: 'recipe', rating: 0 }).expect(400)).message).toMatch(/^rating: /);
    expect(json(await cook.agent.post('/api/feedback').send({ type: 'praise', content: 'hi' }).expect(400)).message).toMatch(/^type: /);
    expect(json(await cook.agent.post('/api/feedback').send({ type: 'general' }).expect(400)).message).toMatch(/^content: /);
  });
});
