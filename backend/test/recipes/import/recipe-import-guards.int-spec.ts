import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImportedRecipe, importMessages } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../../support/auth.js';
import { modelSuite } from '../../support/model-suite.js';
import { FakeOutboundNetwork, withOutboundNetwork } from '../../support/fake-outbound-network.js';
import { FixtureServer, fixturesDir } from './fixture-server.js';

/** The production setting (private hosts refused), with a model configured for the fallback. */
describe('recipe import: address guards and the model fallback', () => {
  const site = new FixtureServer();
  beforeAll(() => site.start());
  const suite = modelSuite((model) => ({
    env: model.env('reader-model'),
    // names from a table, never DNS; loopback refused like any private network in production
    override: withOutboundNetwork(new FakeOutboundNetwork({}, { allowLoopback: false })),
  }));
  const { model } = suite;
  let cook: SignedInUser;

  beforeAll(async () => {
    cook = await signUp(suite.server);
  });
  afterAll(() => site.stop());

  it.each([
    ['loopback without the setting', () => `${site.origin}/01-wordpress-recipe-plugin.html`, '127.0.0.1'],
    ['a name that resolves to loopback', () => `http://localhost:${new URL(site.origin).port}/01-wordpress-recipe-plugin.html`, 'localhost'],
    ['a private network', () => 'http://10.0.0.7/recipe', '10.0.0.7'],
    ['cloud metadata (link-local)', () => 'http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['IPv6 loopback', () => 'http://[::1]/recipe', '[::1]'],
    ['IPv4-mapped IPv6 loopback', () => 'http://[::ffff:127.0.0.1]/recipe', '[::ffff:7f00:1]'],
    ['IPv6 unique local', () => 'http://[fd12:3456::1]/recipe', '[fd12:3456::1]'],
    ['CGNAT', () => 'http://100.64.1.2/recipe', '100.64.1.2'],
    ['unspecified', () => 'http://0.0.0.0/recipe', '0.0.0.0'],
    ['documentation (TEST-NET-1)', () => 'http://192.0.2.1/recipe', '192.0.2.1'],
    ['loopback written as a decimal number', () => `http://2130706433:${new URL(site.origin).port}/01-wordpress-recipe-plugin.html`, '127.0.0.1'],
    ['loopback written in hex', () => `http://0x7f.1:${new URL(site.origin).port}/01-wordpress-recipe-plugin.html`, '127.0.0.1'],
    ['a trailing-dot name of loopback', () => `http://localhost.:${new URL(site.origin).port}/01-wordpress-recipe-plugin.html`, 'localhost.'],
  ])('refuses %s like an address that cannot be reached (422), fetching nothing', async (_case, url, host) => {
    const before = site.requests;
    const res = await cook.agent.post('/api/recipes/import').send({ url: url() }).expect(422);
    expect(json(res)).toEqual({ message: `Could not fetch the page from ${host}`, code: 'recipes.import-failed' });
    expect(site.requests).toBe(before);
  });

  it('refuses URLs with credentials', async () => {
    const res = await cook.agent.post('/api/recipes/import').send({ url: 'http://user:secret@recipes.test/x' }).expect(400);
    expect(json(res).message).toBe('url: Addresses with a user name or password cannot be imported');
  });

  it('falls back to the model for a page without structured data or lists, validating its JSON', async () => {
    const html = readFileSync(join(fixturesDir, '24-prose-without-lists.html'), 'utf8');
    model.reply({
      content: JSON.stringify({
        found: true,
        title: 'Sunday Tomato Sauce',
        description: null,
        prepMinutes: 5,
        cookMinutes: 40,
        servings: 4,
        ingredients: ['1 onion', 'olive oil', '2 tins of tomatoes'],
        instructions: ['Soften the onion in the olive oil.', 'Add the tomatoes and simmer about forty minutes.'],
        cuisine: null,
        author: null,
      }),
    });
    const recipe = json(await cook.agent.post('/api/recipes/import').send({ html, url: 'https://nonna-notes.test/sauce' }).expect(200)) as unknown as ImportedRecipe;
    expect(recipe).toMatchObject({ title: 'Sunday Tomato Sauce', servings: 4, prepTime: '5', cookTime: '40', foundIn: 'model', sourceUrl: 'https://nonna-notes.test/sauce' });
    expect(recipe.ingredientMatches).toHaveLength(3);
    // the model was given the page's visible text, not its markup or navigation
    const sent = JSON.stringify(model.requests.at(-1)!.body.messages);
    expect(sent).toContain('two tins of tomatoes');
    expect(sent).not.toContain('<p>');
  });

  it('answers 422 when the model finds no recipe, or answers nonsense twice', async () => {
    const html = readFileSync(join(fixturesDir, '16-no-recipe.html'), 'utf8');
    model.reply({ content: JSON.stringify({ found: false, title: null, description: null, prepMinutes: null, cookMinutes: null, servings: null, ingredients: [], instructions: [], cuisine: null, author: null }) });
    expect(json(await cook.agent.post('/api/recipes/import').send({ html }).expect(422)).message).toBe(importMessages.noRecipe);
    model.reply({ content: 'not json' }, { content: '{"found": "maybe"}' });
    expect(json(await cook.agent.post('/api/recipes/import').send({ html }).expect(422)).message).toBe(importMessages.noRecipe);
  });

  it('gives the model pasted text the authored parser cannot read', async () => {
    model.reply({
      content: JSON.stringify({
        found: true,
        title: 'Nonna’s tomato sauce',
        description: null,
        prepMinutes: null,
        cookMinutes: 45,
        servings: 4,
        ingredients: ['800 g tinned tomatoes', '3 tbsp olive oil', '1 onion'],
        instructions: ['Soften the onion in the oil.', 'Add the tomatoes and simmer 45 minutes.'],
        cuisine: 'Italian',
        author: null,
      }),
    });
    const text = 'Nonna’s tomato sauce: soften an onion in 3 tbsp olive oil, add 800 g tinned tomatoes and simmer 45 minutes. Feeds 4.';
    const recipe = json(await cook.agent.post('/api/recipes/import').send({ text }).expect(200)) as unknown as ImportedRecipe;
    expect(recipe).toMatchObject({ title: 'Nonna’s tomato sauce', cookTime: '45', servings: 4, foundIn: 'model', sourceUrl: null });
    expect(JSON.stringify(model.requests.at(-1)!.body.messages)).toContain('simmer 45 minutes');
    // text the parser reads is never sent
    const before = model.requests.length;
    await cook.agent.post('/api/recipes/import').send({ text: 'Toast\nIngredients\n- 1 slice bread\nMethod\n1. Toast it.' }).expect(200);
    expect(model.requests.length).toBe(before);
  });

  it('does not ask the model when the page has structured data', async () => {
    const before = model.requests.length;
    const html = readFileSync(join(fixturesDir, '02-graph-type-array.html'), 'utf8');
    await cook.agent.post('/api/recipes/import').send({ html }).expect(200);
    expect(model.requests.length).toBe(before);
  });
});
