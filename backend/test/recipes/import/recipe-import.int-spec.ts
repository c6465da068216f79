import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { type ImportedRecipe, importMessages, type Recipe, savableImportedRecipe } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../../support/auth.js';
import { addFoods, addStorageLocation, signUpHousemate } from '../../support/factories.js';
import { connectSocket, eventually, record } from '../../support/socket-client.js';
import { FakeOutboundNetwork, withOutboundNetwork } from '../../support/fake-outbound-network.js';
import { listeningTestApp, type ListeningTestApp } from '../../support/test-app.js';
import { FixtureServer, fixturePages, fixturesDir, withOrigin } from './fixture-server.js';

const imported = (res: { body: unknown }) => res.body as ImportedRecipe;
const pages = fixturePages();

async function recipeCount(cook: SignedInUser): Promise<number> {
  return (json(await cook.agent.get('/api/recipes').expect(200)) as unknown as Recipe[]).length;
}

describe('recipe import (private hosts allowed, as tests serve fixtures on loopback)', () => {
  const site = new FixtureServer();
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  let cook: SignedInUser;

  beforeAll(async () => {
    await site.start();
    // private hosts allowed; names resolve from the fake network's table, never through DNS
    testApp = await listeningTestApp({ env: { IMPORT_ALLOW_PRIVATE_HOSTS: 'true' }, override: withOutboundNetwork(new FakeOutboundNetwork()) });
    ({ server, baseUrl } = testApp);
    cook = await signUp(server);
  });
  afterAll(async () => {
    await testApp.close();
    await site.stop();
  });

  it('has at least 20 fixture pages, each with its expected answer', () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(pages.map((page) => [page.name, page.expected] as const))('imports %s by its URL as expected', async (name, expected) => {
    const url = `${site.origin}/${name}`;
    const res = await cook.agent.post('/api/recipes/import').send({ url });
    const want = withOrigin(expected, site.origin);
    if (typeof want.status === 'number') {
      expect({ status: res.status, message: json(res).message }).toEqual(want);
      return;
    }
    expect(res.status).toBe(200);
    const recipe = imported(res);
    expect(recipe).toMatchObject({ ...want, sourceUrl: url });
    // one availability row per ingredient line, read the way the cookbook reads it
    expect(recipe.ingredientMatches).toHaveLength(recipe.ingredients.length);
  });

  it('stores nothing when previewing', async () => {
    const before = await recipeCount(cook);
    await cook.agent.post('/api/recipes/import').send({ url: `${site.origin}/02-graph-type-array.html` }).expect(200);
    expect(await recipeCount(cook)).toBe(before);
  });

  it('reads pasted page source, with the URL it came from for attribution and relative links', async () => {
    const html = readFileSync(join(fixturesDir, '03-microdata-only.html'), 'utf8');
    const recipe = imported(await cook.agent.post('/api/recipes/import').send({ html, url: 'https://grandmas-kitchen.test/crumble' }).expect(200));
    expect(recipe).toMatchObject({ title: "Grandma's Apple Crumble", sourceUrl: 'https://grandmas-kitchen.test/crumble', imageUrl: 'https://grandmas-kitchen.test/photos/crumble.jpg', foundIn: 'microdata' });
    const bare = imported(await cook.agent.post('/api/recipes/import').send({ html }).expect(200));
    expect(bare).toMatchObject({ sourceUrl: null, imageUrl: null });
  });

  it('reads pasted text', async () => {
    const text = [
      'Tomato Bruschetta',
      'Serves 4',
      'Prep time: 10 min',
      'By Gio Bassi',
      '',
      'Ingredients',
      '- 4 slices sourdough',
      '- 3 tomatoes, diced',
      '- 1 clove garlic',
      '- 2 tbsp olive oil',
      '',
      'Method',
      '1. Toast the bread and rub it with the garlic.',
      '2. Spoon the tomatoes over and drizzle with the oil.',
    ].join('\n');
    const recipe = imported(await cook.agent.post('/api/recipes/import').send({ text }).expect(200));
    expect(recipe).toMatchObject({
      title: 'Tomato Bruschetta',
      servings: 4,
      prepTime: '10',
      sourceAuthor: 'Gio Bassi',
      sourceUrl: null,
      ingredients: ['4 slices sourdough', '3 tomatoes, diced', '1 clove garlic', '2 tbsp olive oil'],
      instructions: ['Toast the bread and rub it with the garlic.', 'Spoon the tomatoes over and drizzle with the oil.'],
      foundIn: 'text',
    });
    const res = await cook.agent.post('/api/recipes/import').send({ text: 'Just a title\nand some words' }).expect(422);
    expect(json(res).message).toBe(importMessages.noIngredients);
  });

  it('answers availability against the household inventory, like the cookbook', async () => {
    const stocked = await signUp(server);
    const shelf = await addStorageLocation(stocked, 'Pantry');
    const expirationDate = addDays(todayIn(new Date()), 30);
    await addFoods(stocked, shelf, [
      { name: 'Coconut milk', quantity: '800', unit: 'ml', expirationDate },
      { name: 'Curry powder', quantity: '1', unit: 'tsp', expirationDate },
    ]);
    const recipe = imported(await stocked.agent.post('/api/recipes/import').send({ url: `${site.origin}/02-graph-type-array.html` }).expect(200));
    const byName = Object.fromEntries(recipe.ingredientMatches.map((m) => [m.ingredientName, m]));
    expect(byName['coconut milk']).toMatchObject({ hasEnough: true, percentageAvailable: 100 });
    expect(byName['curry powder']).toMatchObject({ hasEnough: false, percentageAvailable: 50 });
    // the same rows the cookbook shows once it is saved
    const saved = json(await stocked.agent.post('/api/recipes').send(savableImportedRecipe(recipe)).expect(201)) as unknown as Recipe;
    expect(saved.ingredientMatches).toEqual(recipe.ingredientMatches);
  });

  it('saves a reviewed import through the create route, with attribution, and tells the household live', async () => {
    const housemate = await signUpHousemate(server, cook);
    const outsider = await signUp(server);
    const [mine, theirs, stranger] = await Promise.all([cook, housemate, outsider].map((user) => connectSocket(baseUrl, undefined, user.cookie)));
    const [seenByMe, seenByHousemate, seenByStranger] = [mine, theirs, stranger].map((socket) => record(socket, 'recipe:created'));
    try {
      const url = `${site.origin}/01-wordpress-recipe-plugin.html`;
      const preview = imported(await cook.agent.post('/api/recipes/import').send({ url }).expect(200));
      const saved = json(await cook.agent.post('/api/recipes').send(savableImportedRecipe(preview)).expect(201)) as unknown as Recipe;
      expect(saved).toMatchObject({ title: 'Lemon Ricotta Pancakes', sourceUrl: url, sourceAuthor: 'Marta Quill', imageUrl: preview.imageUrl, prepTime: '10', cookTime: '20', servings: 4 });
      const listed = (json(await housemate.agent.get('/api/recipes').expect(200)) as unknown as Recipe[]).find((r) => r.id === saved.id);
      expect(listed).toMatchObject({ sourceUrl: url, sourceAuthor: 'Marta Quill' });
      await eventually(() => {
        expect(seenByMe.map((r) => r.id)).toContain(saved.id);
        expect(seenByHousemate.map((r) => r.id)).toContain(saved.id);
      });
      expect(seenByStranger).toEqual([]);
      expect(json(await outsider.agent.get('/api/recipes').expect(200))).toEqual([]);
    } finally {
      for (const socket of [mine, theirs, stranger]) socket.close();
    }
  });

  it('follows redirects (at most 5) and names the final page as the source', async () => {
    const recipe = imported(await cook.agent.post('/api/recipes/import').send({ url: `${site.origin}/moved` }).expect(200));
    expect(recipe).toMatchObject({ title: 'Lemon Ricotta Pancakes', sourceUrl: `${site.origin}/01-wordpress-recipe-plugin.html` });
    expect(json(await cook.agent.post('/api/recipes/import').send({ url: `${site.origin}/loop/0` }).expect(422)).message).toBe('The page redirected more than 5 times');
  });

  it('refuses what is not a page: other types, errors, oversized bodies, unknown hosts', async () => {
    const message = async (body: object, status: number) => json(await cook.agent.post('/api/recipes/import').send(body).expect(status)).message;
    expect(await message({ url: `${site.origin}/picture.png` }, 422)).toBe('The address is not a web page (it is image/png)');
    expect(await message({ url: `${site.origin}/missing.html` }, 422)).toBe('The page answered HTTP 404');
    expect(await message({ url: `${site.origin}/huge.html` }, 422)).toBe('The page is larger than 5 MB');
    expect(await message({ url: 'http://no-such-host.invalid/recipe' }, 422)).toBe('Could not fetch the page from no-such-host.invalid');
    // link-local (cloud metadata) stays refused even with private hosts allowed, at any redirect hop,
    // and fails like any address that cannot be reached (issue 32)
    expect(await message({ url: `${site.origin}/to-metadata` }, 422)).toBe('Could not fetch the page from 169.254.169.254');
  });

  it('answers 422 for a page without structured data or lists when no model is configured', async () => {
    const res = await cook.agent.post('/api/recipes/import').send({ url: `${site.origin}/24-prose-without-lists.html` }).expect(422);
    expect(json(res)).toMatchObject({ message: importMessages.noRecipe, code: 'recipes.import-failed' });
  });

  it.each([
    [{}, importMessages.exactlyOne],
    [{ url: 'https://a.test/x', text: 'x' }, importMessages.exactlyOne],
    [{ html: '<p>x</p>', text: 'x' }, importMessages.exactlyOne],
    [{ url: 'ftp://files.test/recipe.html' }, 'url: must be an http:// or https:// URL'],
    [{ url: 'javascript:alert(1)' }, 'url: must be an http:// or https:// URL'],
    [{ url: 42 }, 'url: must be an http:// or https:// URL'],
    [{ text: '   ' }, 'text: must not be blank'],
    [{ text: 'x'.repeat(50_001) }, 'text: must be at most 50000 characters'],
    [{ html: '<p>', extra: true }, null],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const res = await cook.agent.post('/api/recipes/import').send(body).expect(400);
    if (message) expect(json(res).message).toBe(message);
  });

  it('is for signed-in members only', async () => {
    await request(server).post('/api/recipes/import').send({ text: 'x' }).expect(401);
  });
});
