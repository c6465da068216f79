import type { ImportedRecipe, Recipe, SavedRecipe } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addRecipe, signUpHousemate } from '../support/factories.js';
import { connectSocket, eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

const saved = (res: { body: unknown }) => res.body as SavedRecipe;

const preferences = (fields: { allergens?: string[]; foodsToAvoid?: string[] }) => ({
  storageAreasEnabled: ['Refrigerator'],
  householdSize: 2,
  cookingSkillLevel: 'beginner',
  preferredUnits: 'metric',
  expirationAlertDays: 3,
  ...fields,
});

async function pie(cook: SignedInUser): Promise<Recipe> {
  return addRecipe(cook, { title: 'Apple pie', servings: 8, ingredients: ['2 cups flour', '1 cup cold water', '6 apples', '1/2 cup sugar'], instructions: ['Make the crust.', 'Fill it.', 'Bake.'] });
}

describe('editing recipes (issue 30)', () => {
  const suite = liveSuite();

  it('starts at version 1 with no sections, and an edit of every field bumps it once', async () => {
    const cook = await signUp(suite.server);
    const created = await pie(cook);
    expect(created).toMatchObject({ version: 1, totalTime: null, yieldText: null, ingredientSections: [], instructionSections: [] });
    const edit = {
      version: 1,
      title: 'Grandma’s apple pie',
      description: 'The one with the lattice',
      servings: 6,
      prepTime: '30 min',
      cookTime: 50,
      totalTime: '1 hr 20 min plus cooling',
      yieldText: '1 pie (9 inch)',
      ingredients: ['2 cups flour', '1/2 cup cold butter', '6 apples', '1/2 cup sugar', '1 tsp cinnamon'],
      instructions: ['Rub the butter into the flour.', 'Chill.', 'Slice the apples.', 'Fill and bake.'],
      ingredientSections: [{ title: 'For the crust:', from: 0 }, { title: 'Filling', from: 2 }],
      instructionSections: [{ title: 'Crust', from: 0 }, { title: 'Pie', from: 2 }],
      note: 'Use tart apples.',
      imageUrl: 'https://example.org/pie.jpg',
      cuisine: 'american',
      mealType: 'dessert',
    };
    const after = saved(await cook.agent.patch(`/api/recipes/${created.id}`).send(edit).expect(200));
    const { version: _sent, cookTime: _minutes, ...fields } = edit;
    expect(after).toMatchObject({ ...fields, cookTime: '50', version: 2, ingredientSections: [{ title: 'For the crust', from: 0 }, { title: 'Filling', from: 2 }], warnings: [] });
    const read = json(await cook.agent.get(`/api/recipes/${created.id}`).expect(200));
    const { warnings: _w, ...stored } = after;
    expect(read).toEqual(stored);
    // an uploaded photo's path is a photo too; null clears fields
    const photo = saved(await cook.agent.patch(`/api/recipes/${created.id}`).send({ imageUrl: '/objects/uploads/4a4d7f4e-8c55-4d5e-9f4c-2f5d8f1b7a10', yieldText: null, totalTime: null, note: null }).expect(200));
    expect(photo).toMatchObject({ imageUrl: '/objects/uploads/4a4d7f4e-8c55-4d5e-9f4c-2f5d8f1b7a10', yieldText: null, totalTime: null, note: null, version: 3 });
  });

  it('keeps favourite and rating toggles without a version, and they do not bump it', async () => {
    const cook = await signUp(suite.server);
    const created = await pie(cook);
    expect(saved(await cook.agent.patch(`/api/recipes/${created.id}`).send({ isFavorite: true }).expect(200))).toMatchObject({ isFavorite: true, version: 1 });
    expect(saved(await cook.agent.patch(`/api/recipes/${created.id}`).send({ rating: 4 }).expect(200))).toMatchObject({ rating: 4, version: 1 });
    // an edit without a version is taken as it comes (API clients that do not track versions)
    expect(saved(await cook.agent.patch(`/api/recipes/${created.id}`).send({ title: 'Pie' }).expect(200))).toMatchObject({ title: 'Pie', version: 2 });
  });

  it('refuses a stale version with 409 and the recipe as stored, saving nothing', async () => {
    const cook = await signUp(suite.server);
    const partner = await signUpHousemate(suite.server, cook);
    const created = await pie(cook);
    await partner.agent.patch(`/api/recipes/${created.id}`).send({ version: 1, title: 'Their pie' }).expect(200);
    const conflict = json(await cook.agent.patch(`/api/recipes/${created.id}`).send({ version: 1, title: 'My pie', servings: 2 }).expect(409));
    expect(conflict).toMatchObject({ code: 'recipes.stale-version', message: expect.stringMatching(/changed on another device/) as unknown });
    expect(conflict.current).toMatchObject({ id: created.id, title: 'Their pie', version: 2, servings: 8 });
    expect(json(await cook.agent.get(`/api/recipes/${created.id}`).expect(200))).toMatchObject({ title: 'Their pie', version: 2 });
    // "use mine": the same edit over the version just read
    expect(saved(await cook.agent.patch(`/api/recipes/${created.id}`).send({ version: 2, title: 'My pie' }).expect(200))).toMatchObject({ title: 'My pie', version: 3 });
  });

  it.each([
    [{ ingredientSections: [{ title: 'Crust', from: 4 }] }, /^ingredientSections\.0\.from: must be less than 4/],
    [{ instructionSections: [{ title: 'A', from: 1 }, { title: 'B', from: 1 }] }, /^instructionSections\.1\.from: must be after/],
    [{ ingredients: ['flour'], ingredientSections: [{ title: 'Crust', from: 1 }] }, /^ingredientSections\.0\.from: /],
    [{ ingredientSections: [{ title: 'One\nTwo', from: 0 }] }, /^ingredientSections\.0\.title: /],
    [{ ingredientSections: [{ title: 'x'.repeat(121), from: 0 }] }, /^ingredientSections\.0\.title: must be at most 120/],
    [{ version: 0, title: 'Pie' }, /^version: /],
    [{ version: 1 }, /Nothing to change/],
    [{ imageUrl: 'javascript:alert(1)' }, /^imageUrl: /],
    [{ servings: 0 }, /^servings: /],
  ])('refuses %j with 400 naming the field, changing nothing', async (body, message) => {
    const cook = await signUp(suite.server);
    const created = await pie(cook);
    expect(json(await cook.agent.patch(`/api/recipes/${created.id}`).send(body).expect(400)).message).toMatch(message);
    expect(json(await cook.agent.get(`/api/recipes/${created.id}`).expect(200))).toMatchObject({ version: 1, ingredientSections: [], title: 'Apple pie' });
  });

  it('checks sections sent alone against the stored list, and drops stored ones a shorter list leaves behind', async () => {
    const cook = await signUp(suite.server);
    const created = await pie(cook);
    const sectioned = saved(await cook.agent.patch(`/api/recipes/${created.id}`).send({ ingredientSections: [{ title: 'Crust', from: 0 }, { title: 'Filling', from: 2 }] }).expect(200));
    expect(sectioned.ingredientSections).toEqual([{ title: 'Crust', from: 0 }, { title: 'Filling', from: 2 }]);
    const shorter = saved(await cook.agent.patch(`/api/recipes/${created.id}`).send({ ingredients: ['2 cups flour', '1 cup water'] }).expect(200));
    expect(shorter.ingredientSections).toEqual([{ title: 'Crust', from: 0 }]);
  });

  it("answers 404 for another household's recipe and leaves it alone", async () => {
    const cook = await signUp(suite.server);
    const stranger = await signUp(suite.server);
    const created = await pie(cook);
    expect(json(await stranger.agent.patch(`/api/recipes/${created.id}`).send({ version: 1, title: 'Mine now' }).expect(404))).toMatchObject({ code: 'recipes.recipe-not-found' });
    expect(json(await stranger.agent.patch(`/api/recipes/${created.id}`).send({ ingredientSections: [{ title: 'X', from: 0 }] }).expect(404))).toMatchObject({ code: 'recipes.recipe-not-found' });
    expect(json(await cook.agent.get(`/api/recipes/${created.id}`).expect(200))).toMatchObject({ title: 'Apple pie', version: 1 });
  });

  it("warns of lines the household is allergic to or avoids on create, edit and import, and saves anyway", async () => {
    const cook = await signUp(suite.server);
    const partner = await signUpHousemate(suite.server, cook);
    await cook.agent.put('/api/user/preferences').send(preferences({ foodsToAvoid: ['cilantro'] })).expect(200);
    await partner.agent.put('/api/user/preferences').send(preferences({ allergens: ['Peanuts'] })).expect(200);
    const created = saved(
      await cook.agent
        .post('/api/recipes')
        .send({ title: 'Noodles', ingredients: ['200 g rice noodles', '2 tbsp peanut butter', '1/4 cup fresh coriander'], instructions: ['Toss.'], yieldText: '2 bowls', ingredientSections: [{ title: 'Sauce', from: 1 }] })
        .expect(201),
    );
    expect(created).toMatchObject({ yieldText: '2 bowls', ingredientSections: [{ title: 'Sauce', from: 1 }] });
    expect(created.warnings).toEqual([
      { line: '2 tbsp peanut butter', message: 'Contains peanuts, an allergen in your household' },
      { line: '1/4 cup fresh coriander', message: 'Contains cilantro, which your household avoids' },
    ]);
    const edited = saved(await partner.agent.patch(`/api/recipes/${created.id}`).send({ version: 1, ingredients: ['200 g rice noodles', '1 tbsp groundnut oil'] }).expect(200));
    expect(edited.warnings).toEqual([{ line: '1 tbsp groundnut oil', message: 'Contains peanuts, an allergen in your household' }]);
    const imported = (await cook.agent.post('/api/recipes/import').send({ text: 'Herb salad\n\nIngredients\n1 bunch cilantro\n2 tomatoes\n\nInstructions\nChop and toss.' }).expect(200)).body as ImportedRecipe;
    expect(imported.warnings).toEqual([{ line: expect.stringMatching(/cilantro/) as unknown, message: 'Contains cilantro, which your household avoids' }]);
  });

  it('sends the edit live to every device of the household and to no other', async () => {
    const cook = await signUp(suite.server);
    const partner = await signUpHousemate(suite.server, cook);
    const stranger = await signUp(suite.server);
    const created = await pie(cook);
    const [mine, theirs, other] = await Promise.all([
      connectSocket(suite.baseUrl, undefined, cook.cookie),
      connectSocket(suite.baseUrl, undefined, partner.cookie),
      connectSocket(suite.baseUrl, undefined, stranger.cookie),
    ]);
    try {
      const [onMine, onTheirs, leaked] = [record(mine, 'recipe:updated'), record(theirs, 'recipe:updated'), record(other, 'recipe:updated')];
      const after = saved(await cook.agent.patch(`/api/recipes/${created.id}`).send({ version: 1, title: 'Live pie', ingredientSections: [{ title: 'Crust', from: 0 }] }).expect(200));
      const { warnings: _w, ...payload } = after;
      await eventually(() => {
        expect(onMine).toEqual([payload]);
        expect(onTheirs).toEqual([payload]);
      });
      expect(onTheirs[0]).toMatchObject({ title: 'Live pie', version: 2, ingredientSections: [{ title: 'Crust', from: 0 }] });
      expect(onTheirs[0]).not.toHaveProperty('warnings');
      // a refused edit sends nothing
      await partner.agent.patch(`/api/recipes/${created.id}`).send({ version: 1, title: 'Late' }).expect(409);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(onTheirs).toHaveLength(1);
      expect(leaked).toEqual([]);
    } finally {
      for (const socket of [mine, theirs, other]) socket.close();
    }
  });
});
