import { gzipSync } from 'node:zlib';
import { type ImportedRecipe, importMessages } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../../support/auth.js';
import { modelSuite } from '../../support/model-suite.js';
import { type ListeningTestApp, listeningTestApp } from '../../support/test-app.js';

// Issue 30 through HTTP: pages pasted as source (nothing is fetched; the pages were written for this test).
const page = (head: string, body: string) => `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

/** A recipe whose markup lists no ingredients; its card shows them in the page's own list. */
const markupWithoutIngredients = (cardList: string) =>
  page(
    ld({ '@type': 'Recipe', name: 'Brown Butter Carrots', recipeYield: '3 to 4 servings', totalTime: 'PT1H20M', prepTime: 'PT20M', recipeInstructions: ['Roast the carrots 40 minutes.', 'Spoon over the brown butter and the dukkah.'] }),
    `<h1>Brown Butter Carrots</h1>${cardList}`,
  );

const modelAnswer = {
  found: true,
  title: 'Something the model would call it',
  description: null,
  prepMinutes: null,
  cookMinutes: 99,
  servings: 9,
  ingredients: ['600 g carrots', '50 g butter', '2 tbsp dukkah'],
  instructions: ['A step the model wrote.'],
  cuisine: null,
  author: null,
};

describe('recipe import: pages whose markup is missing parts (issue 30)', () => {
  const suite = modelSuite((model) => ({ env: model.env('reader-model') }));
  const { model } = suite;
  let cook: SignedInUser;

  beforeAll(async () => {
    cook = await signUp(suite.server);
  });

  const importHtml = (html: string) => cook.agent.post('/api/recipes/import').send({ html, url: 'https://carrots.test/brown-butter' });

  it('reads the ingredients the markup lacks from a WPRM list, without asking the model', async () => {
    const before = model.requests.length;
    const html = markupWithoutIngredients(
      `<div class="wprm-recipe-ingredients-container"><h4 class="wprm-recipe-group-name">For the carrots:</h4><ul>
       <li class="wprm-recipe-ingredient">600 g carrots</li><li class="wprm-recipe-ingredient">1 EL olive oil</li></ul>
       <h4 class="wprm-recipe-group-name">For the butter</h4><ul><li class="wprm-recipe-ingredient">50 g butter</li><li class="wprm-recipe-ingredient">2 tbsp dukkah</li></ul></div>`,
    );
    const recipe = json(await importHtml(html).expect(200)) as unknown as ImportedRecipe;
    expect(recipe).toMatchObject({
      title: 'Brown Butter Carrots',
      // group headings are not ingredients; "EL" stays as the page writes it
      ingredients: ['600 g carrots', '1 EL olive oil', '50 g butter', '2 tbsp dukkah'],
      instructions: ['Roast the carrots 40 minutes.', 'Spoon over the brown butter and the dukkah.'],
      // "3 to 4 servings": what the amounts certainly feed; the total minus the prep is the cooking
      servings: 3,
      prepTime: '20',
      cookTime: '60',
      foundIn: 'json-ld',
    });
    expect(recipe.ingredientMatches).toHaveLength(4);
    expect(model.requests.length).toBe(before);
  });

  it('asks the model only for what the markup and the page lack, and keeps the markup for the rest', async () => {
    model.reply({ content: JSON.stringify(modelAnswer) });
    const recipe = json(await importHtml(markupWithoutIngredients('<p>The ingredients are in the video.</p>')).expect(200)) as unknown as ImportedRecipe;
    expect(recipe).toMatchObject({
      title: 'Brown Butter Carrots',
      ingredients: ['600 g carrots', '50 g butter', '2 tbsp dukkah'],
      instructions: ['Roast the carrots 40 minutes.', 'Spoon over the brown butter and the dukkah.'],
      servings: 3,
      cookTime: '60',
      foundIn: 'model',
    });
    const prompt = JSON.stringify(model.requests.at(-1)!.body.messages);
    expect(prompt).toContain('Answer only: description, ingredients (every line);');
    expect(prompt).not.toContain('instructions (every step)');
  });

  it('answers "The recipe has no ingredients" when neither the page nor the model has them', async () => {
    model.reply({ content: JSON.stringify({ ...modelAnswer, found: false, ingredients: [], instructions: [] }) });
    const res = await importHtml(markupWithoutIngredients('<p>The ingredients are in the video.</p>')).expect(422);
    expect(json(res)).toMatchObject({ message: importMessages.noIngredients, code: 'recipes.import-failed' });
  });

  it('reads a page without markup by its headings, in Norwegian', async () => {
    const html = page(
      '<title>Fiskesuppe</title>',
      `<h1>Fiskesuppe</h1><p>4 porsjoner</p><h2>Ingredienser</h2><ul><li>400 g torsk</li><li>2 gulrøtter</li><li>3 dl fløte</li></ul>
       <h2>Fremgangsmåte</h2><ol><li>Kok opp kraften med grønnsakene i ti minutter.</li><li>Ha i fisken og fløten, og la det trekke fem minutter.</li></ol>`,
    );
    const before = model.requests.length;
    const recipe = json(await importHtml(html).expect(200)) as unknown as ImportedRecipe;
    expect(recipe).toMatchObject({ title: 'Fiskesuppe', servings: 4, ingredients: ['400 g torsk', '2 gulrøtter', '3 dl fløte'], foundIn: 'text' });
    expect(recipe.instructions).toHaveLength(2);
    expect(model.requests.length).toBe(before);
  });
});

describe('recipe import: the paste route takes 5 MB, gzip-encoded too (issue 30)', () => {
  let testApp: ListeningTestApp;
  let cook: SignedInUser;

  beforeAll(async () => {
    testApp = await listeningTestApp();
    cook = await signUp(testApp.server);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A raw POST on loopback (supertest would serialise a Buffer as JSON): the bytes and headers as given. */
  async function post(path: string, body: Buffer | string, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`${testApp.baseUrl}${path}`, { method: 'POST', headers: { cookie: cook.cookie, 'content-type': 'application/json', ...headers }, body });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  const recipeWithPadding = (padding: string) =>
    page(
      ld({ '@type': 'Recipe', name: '抹茶ラテ', recipeIngredient: ['抹茶 小さじ2', '牛乳 200ml'], recipeInstructions: ['抹茶をお湯で溶く。', '温めた牛乳を注ぐ。'] }),
      `<h1>抹茶ラテ</h1><p>${padding}</p>`,
    );
  // 800,000 characters of three bytes each: 2.4 MB of JSON, under the field's 900,000 characters
  const large = JSON.stringify({ html: recipeWithPadding('茶'.repeat(800_000)) });

  it('imports a page source over 1 MB, as sent and gzip-encoded', async () => {
    expect(Buffer.byteLength(large)).toBeGreaterThan(2 * 1024 * 1024);
    const plain = await post('/api/recipes/import', large);
    expect(plain).toMatchObject({ status: 200, body: { title: '抹茶ラテ', ingredients: ['抹茶 小さじ2', '牛乳 200ml'] } });
    const gzipped = await post('/api/recipes/import', gzipSync(large), { 'content-encoding': 'gzip' });
    expect(gzipped).toMatchObject({ status: 200, body: { title: '抹茶ラテ' } });
  });

  it('refuses more than 5 MB, sent or once decoded (413), and keeps 1 MB on every other route', async () => {
    const over = JSON.stringify({ html: recipeWithPadding('x'.repeat(5 * 1024 * 1024)) });
    const tooLarge = { status: 413, body: { message: 'Request body is too large (the limit is 5 MB)' } };
    expect(await post('/api/recipes/import', over)).toEqual(tooLarge);
    // a small gzip body that inflates past the limit
    expect(await post('/api/recipes/import', gzipSync(over), { 'content-encoding': 'gzip' })).toEqual(tooLarge);
    expect((await post('/api/recipes', JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }))).status).toBe(413);
  });

  it('answers 400 for a body that is not gzip or not JSON, and 415 for an encoding it does not know', async () => {
    expect(await post('/api/recipes/import', '{"html":"<p>x</p>"}', { 'content-encoding': 'gzip' })).toEqual({ status: 400, body: { message: 'Malformed JSON body', issues: [] } });
    expect((await post('/api/recipes/import', '{"html": ')).status).toBe(400);
    expect((await post('/api/recipes/import', '{}', { 'content-encoding': 'zstd' })).status).toBe(415);
    // strict like every other JSON route: a bare scalar is not a body (the fuzzer's finding)
    for (const scalar of ['42', '-1.5e-238', '"text"', 'null', 'true']) {
      expect(await post('/api/recipes/import', scalar)).toEqual({ status: 400, body: { message: 'Malformed JSON body', issues: [] } });
    }
  });
});
