import type { Recipe } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, addStorageLocation } from '../support/factories.js';
import { modelSuite } from '../support/model-suite.js';

const modelRecipe = {
  title: 'Spinach and cheddar frittata',
  description: 'A quick frittata that uses the spinach before it wilts.',
  prepTime: 10,
  cookTime: 15,
  servings: 2,
  ingredients: ['4 eggs', '2 cups spinach', '1/2 cup grated cheddar cheese'],
  instructions: ['Whisk the eggs.', 'Wilt the spinach in a pan.', 'Add eggs and cheese, cook until set.'],
  usedIngredients: ['Eggs', 'Spinach', 'Cheddar cheese'],
  missingIngredients: [],
  cuisine: 'italian',
  mealType: 'breakfast',
  difficulty: 'beginner',
  dietTags: ['vegetarian'],
};

describe('recipe generation with a configured model', () => {
  const suite = modelSuite((model) => ({ env: model.env('kitchen-model') }));
  const { model } = suite;
  let cook: SignedInUser;

  // a cook per test, and no reply left queued: the allergens test's preferences sent every later
  // test's model recipe to the offline chef (failed under --randomize)
  beforeEach(async () => {
    cook = await signUp(suite.server);
    const shelf = await addStorageLocation(cook, 'Fridge');
    await addFoods(cook, shelf, ['Eggs', 'Spinach', 'Cheddar cheese', 'Pasta', 'Tomatoes'].map((name) => ({ name, quantity: '6' })));
  });
  afterEach(() => model.reset());

  it('asks the model with the inventory and saves its structured answer', async () => {
    model.reply({ content: JSON.stringify(modelRecipe) });
    const res = json(await cook.agent.post('/api/recipes/generate').send({ mealType: 'breakfast', servings: 2 }).expect(201)) as unknown as Recipe;
    expect(res).toMatchObject({ title: modelRecipe.title, source: 'ai', prepTime: '10', servings: 2, ingredients: modelRecipe.ingredients });
    const sent = model.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.body.model).toBe('kitchen-model');
    expect(JSON.stringify(sent.body.messages)).toMatch(/Spinach: 6 item/);
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  it('asks again once when the answer is not valid JSON', async () => {
    model.reply({ content: 'Sure! Here is a recipe...' }, { content: `\`\`\`json\n${JSON.stringify(modelRecipe)}\n\`\`\`` });
    const before = model.requests.length;
    const res = json(await cook.agent.post('/api/recipes/generate').send({}).expect(201)) as unknown as Recipe;
    expect(res.source).toBe('ai');
    expect(model.requests.length - before).toBe(2);
  });

  it('falls back to the offline chef when the model fails, and says so', async () => {
    model.reply({ status: 500, error: 'overloaded' }, { status: 500, error: 'overloaded' });
    const res = json(await cook.agent.post('/api/recipes/generate').send({ servings: 2 }).expect(201)) as unknown as Recipe;
    expect(res.source).toBe('offline');
    expect(res.note).toMatch(/AI chef could not answer/);
  });

  it("never saves a model recipe that breaks the user's allergens", async () => {
    await cook.agent
      .put('/api/user/preferences')
      .send({ storageAreasEnabled: ['Fridge'], householdSize: 2, cookingSkillLevel: 'beginner', preferredUnits: 'metric', expirationAlertDays: 3, allergens: ['Eggs'] })
      .expect(200);
    model.reply({ content: JSON.stringify(modelRecipe) });
    const answer = await cook.agent.post('/api/recipes/generate').send({});
    expect([answer.status, json(answer).message]).toEqual([201, undefined]);
    const res = answer.body as Recipe;
    expect(res.source).toBe('offline');
    expect(res.ingredients.join(' ')).not.toMatch(/\begg/i);
  });
});
