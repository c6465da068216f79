import { SqlEntityManager } from '@mikro-orm/sql';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import request from 'supertest';
import { archiveLimits, archiveMessages, type ArchiveImportResult, type ArchivePreview, type Recipe } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../../support/auth.js';
import { addRecipe, signUpHousemate } from '../../support/factories.js';
import { connectSocket, eventually, record, type TestSocket } from '../../support/socket-client.js';
import { liveSuite } from '../../support/test-app.js';

/** supertest collects a binary answer as a Buffer with this parser. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** What must survive export → import: everything the cook wrote, not ids, dates or availability. */
const written = (recipe: Recipe) => ({
  title: recipe.title,
  description: recipe.description,
  prepTime: recipe.prepTime,
  cookTime: recipe.cookTime,
  servings: recipe.servings,
  ingredients: recipe.ingredients,
  instructions: recipe.instructions,
  cuisine: recipe.cuisine,
  mealType: recipe.mealType,
  dietTags: recipe.dietTags,
  sourceUrl: recipe.sourceUrl ?? null,
  sourceAuthor: recipe.sourceAuthor ?? null,
  totalTime: recipe.totalTime ?? null,
  yieldText: recipe.yieldText ?? null,
  ingredientSections: recipe.ingredientSections ?? [],
  instructionSections: recipe.instructionSections ?? [],
});
const cookbookOf = async (cook: SignedInUser) =>
  (json(await cook.agent.get('/api/recipes').expect(200)) as unknown as Recipe[]).map(written).sort((a, b) => a.title.localeCompare(b.title));

const lasagne = {
  title: 'Lasagne "al forno"',
  description: 'Layers of ragù & béchamel — a Sunday dish.',
  prepTime: 30,
  cookTime: '90',
  servings: 6,
  cuisine: 'Italian',
  mealType: 'dinner' as const,
  sourceUrl: 'https://nonna.example.test/lasagne',
  sourceAuthor: 'Nonna Pia',
  ingredients: ['2 tbsp olive oil', '500 g minced beef', '1 (14 oz) can crushed tomatoes', '50 g butter', '1/2 cup flour', '2 1/2 cups milk', '12 lasagne sheets'],
  // issue 30: headings over the lists travel through the export and back
  ingredientSections: [
    { title: 'For the ragù', from: 0 },
    { title: 'For the béchamel', from: 3 },
  ],
  totalTime: '2 h 30 min',
  yieldText: '6 generous portions',
  instructions: [
    'Ragù: brown the beef in the oil, add the tomatoes and simmer for 1 hour.',
    'Béchamel: melt the butter, stir in the flour, whisk in the milk until thick.',
    'Layer sheets, ragù and béchamel three times; bake at 180 °C for 40 minutes.',
  ],
};
const salad = { title: 'Green salad', servings: 2, ingredients: ['1 head lettuce', '1 cucumber, sliced', '2 tbsp vinaigrette'], instructions: ['Toss everything together.'], mealType: 'lunch' as const };
const chili = { title: 'Chili sin carne', prepTime: '15', cookTime: '45', servings: 4, cuisine: 'Mexican', ingredients: ['2 cans kidney beans', '1 onion', '1 tsp chili powder'], instructions: ['Fry the onion.', 'Add the beans and the chili powder; simmer.'] };

describe('recipe export and archive import (issue 20)', () => {
  const suite = liveSuite();

  async function cookbook(): Promise<{ cook: SignedInUser; ids: Record<string, string> }> {
    const cook = await signUp(suite.server);
    const ids: Record<string, string> = {};
    for (const body of [lasagne, salad, chili]) ids[body.title] = (await addRecipe(cook, body)).id;
    // diet tags come from the chef, not the create form: set them as a generated recipe has them
    await suite.testApp.app.get(SqlEntityManager).fork().execute(`update recipes set diet_tags = ?::text[] where id = ?`, ['{vegan,gluten-free}', ids['Green salad']]);
    await suite.testApp.app.get(SqlEntityManager).fork().execute(`update recipes set diet_tags = ?::text[] where id = ?`, ['{vegetarian}', ids['Chili sin carne']]);
    return { cook, ids };
  }

  const exportZip = async (cook: SignedInUser) => {
    const res = await cook.agent.get('/api/recipes/export').buffer(true).parse(binary).expect(200);
    return { res, zip: res.body as Buffer };
  };
  const preview = (cook: SignedInUser, zip: Uint8Array, name = 'cookbook.zip') =>
    cook.agent.post('/api/recipes/import/archive').attach('file', Buffer.from(zip), { filename: name, contentType: 'application/zip' });
  const commit = (cook: SignedInUser, zip: Uint8Array, entries: unknown) =>
    cook.agent.post('/api/recipes/import/archive/commit').attach('file', Buffer.from(zip), { filename: 'cookbook.zip', contentType: 'application/zip' }).field('entries', typeof entries === 'string' ? entries : JSON.stringify(entries));

  it('exports a cookbook that a fresh household imports to the same cookbook, live on its devices only', async () => {
    const { cook } = await cookbook();
    const { res, zip } = await exportZip(cook);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sous-cookbook-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(zip));
    const index = JSON.parse(strFromU8(files['index.json'])) as { format: string; recipes: { file: string; title: string }[] };
    expect(index.format).toBe('sous-cookbook');
    expect(index.recipes.map((r) => [r.file, r.title])).toEqual([
      ['lasagne-al-forno.json', lasagne.title],
      ['green-salad.json', 'Green salad'],
      ['chili-sin-carne.json', 'Chili sin carne'],
    ]);
    expect(Object.keys(files).sort()).toEqual(['chili-sin-carne.json', 'green-salad.json', 'index.json', 'lasagne-al-forno.json']);
    expect(JSON.parse(strFromU8(files['lasagne-al-forno.json']))).toMatchObject({ '@type': 'Recipe', prepTime: 'PT30M', cookTime: 'PT1H30M', totalTime: 'PT2H30M', recipeYield: ['6', '6 generous portions'], author: { name: 'Nonna Pia' } });

    // the importing household: two members' devices; a stranger must hear nothing
    const importer = await signUp(suite.server);
    const housemate = await signUpHousemate(suite.server, importer);
    const stranger = await signUp(suite.server);
    const sockets: TestSocket[] = await Promise.all([importer, housemate, stranger].map((user) => connectSocket(suite.baseUrl, undefined, user.cookie)));
    const [mine, theirs, strangers] = sockets.map((socket) => record(socket, 'recipe:created'));

    const seen = json(await preview(importer, zip).expect(200)) as unknown as ArchivePreview;
    expect(seen.skipped).toEqual([]);
    expect(seen.recipes.map((r) => [r.entry, r.recipe.title, r.duplicate])).toEqual([
      ['lasagne-al-forno.json', lasagne.title, null],
      ['green-salad.json', 'Green salad', null],
      ['chili-sin-carne.json', 'Chili sin carne', null],
    ]);
    // a preview stores nothing and tells no one
    expect(json(await importer.agent.get('/api/recipes').expect(200))).toEqual([]);

    const done = json(await commit(importer, zip, seen.recipes.map((r) => r.entry)).expect(201)) as unknown as ArchiveImportResult;
    expect(done.imported.map((r) => r.title)).toEqual([lasagne.title, 'Green salad', 'Chili sin carne']);
    expect(await cookbookOf(importer)).toEqual(await cookbookOf(cook));
    expect(await cookbookOf(housemate)).toEqual(await cookbookOf(cook));
    const ids = done.imported.map((r) => r.id).sort();
    await eventually(() => {
      expect(mine.map((r) => r.id).sort()).toEqual(ids);
      expect(theirs.map((r) => r.id).sort()).toEqual(ids);
    });
    expect(mine.find((r) => r.title === 'Green salad')).toMatchObject({ dietTags: ['vegan', 'gluten-free'], servings: 2 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(strangers).toEqual([]);
    expect(json(await stranger.agent.get('/api/recipes').expect(200))).toEqual([]);
    for (const socket of sockets) socket.close();
  });

  it('flags duplicates by title and by source URL, and imports only the chosen entries', async () => {
    const { cook, ids } = await cookbook();
    const { zip } = await exportZip(cook);
    // the lasagne renamed in the cookbook: still the same page, so a duplicate by its URL
    await suite.testApp.app.get(SqlEntityManager).fork().execute(`update recipes set title = 'Nonna''s lasagne' where id = ?`, [ids[lasagne.title]]);
    const seen = json(await preview(cook, zip).expect(200)) as unknown as ArchivePreview;
    expect(seen.recipes.map((r) => [r.entry, r.duplicate])).toEqual([
      ['lasagne-al-forno.json', { by: 'sourceUrl', in: 'cookbook', of: "Nonna's lasagne" }],
      ['green-salad.json', { by: 'title', in: 'cookbook', of: 'Green salad' }],
      ['chili-sin-carne.json', { by: 'title', in: 'cookbook', of: 'Chili sin carne' }],
    ]);
    const done = json(await commit(cook, zip, ['chili-sin-carne.json']).expect(201)) as unknown as ArchiveImportResult;
    expect(done.imported.map((r) => r.title)).toEqual(['Chili sin carne']);
    expect((await cookbookOf(cook)).map((r) => r.title)).toEqual(['Chili sin carne', 'Chili sin carne', 'Green salad', "Nonna's lasagne"]);
  });

  it('exports one recipe as JSON-LD, Cooklang and a print page; other households get 404, a bad format 400', async () => {
    const { cook, ids } = await cookbook();
    const id = ids[lasagne.title];
    const jsonld = await cook.agent.get(`/api/recipes/${id}/export?format=jsonld`).buffer(true).parse(binary).expect(200);
    expect(jsonld.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(jsonld.headers['content-disposition']).toBe('attachment; filename="lasagne-al-forno.json"');
    const doc = JSON.parse((jsonld.body as Buffer).toString('utf8')) as Record<string, unknown>;
    expect(doc).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name: lasagne.title, recipeIngredient: ['For the ragù:', ...lasagne.ingredients.slice(0, 3), 'For the béchamel:', ...lasagne.ingredients.slice(3)], recipeCategory: 'dinner', url: lasagne.sourceUrl });

    const cook_ = await cook.agent.get(`/api/recipes/${id}/export?format=cooklang`).expect(200);
    expect(cook_.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(cook_.headers['content-disposition']).toBe('attachment; filename="lasagne-al-forno.cook"');
    expect(cook_.text).toContain('>> servings: 6\n>> yield: 6 generous portions\n');
    expect(cook_.text).toContain('>> time required: 2 h 30 min\n');
    expect(cook_.text).toContain('== For the ragù ==\nHave ready: @olive oil{2%tbsp}, @minced beef{500%g}');
    // the .cook file reads back through the archive import with its headings, total time and yield
    const cookFile = json(
      await cook.agent.post('/api/recipes/import/archive').attach('file', Buffer.from(cook_.text), { filename: 'lasagne-al-forno.cook', contentType: 'text/plain' }).expect(200),
    ) as unknown as ArchivePreview;
    const back = cookFile.recipes[0].recipe;
    expect({ ...back, ingredientSections: back.ingredientSections ?? [], instructionSections: back.instructionSections ?? [] }).toMatchObject({
      title: lasagne.title,
      servings: 6,
      totalTime: lasagne.totalTime,
      yieldText: lasagne.yieldText,
      ingredientSections: lasagne.ingredientSections,
      instructions: lasagne.instructions,
      instructionSections: [],
    });
    // the lines as written, but for a mixed number: Cooklang reads "2 1/2" as no amount, so it is written {2.5%cups}
    expect(back.ingredients).toEqual(lasagne.ingredients.map((line) => line.replace('2 1/2 cups', '2.5 cups')));

    const print = await cook.agent.get(`/api/recipes/${id}/export?format=print`).expect(200);
    expect(print.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(print.headers['content-disposition']).toBe('inline; filename="lasagne-al-forno.html"');
    expect(print.text).toContain('<h1>Lasagne &quot;al forno&quot;</h1>');
    expect(print.text).toContain('<li><b>Makes:</b> 6 generous portions</li>');
    expect(print.text).toContain('<li><b>Total:</b> 2 h 30 min</li>');
    expect(print.text).toContain('<h3>For the béchamel</h3>\n<ul class="ingredients">\n<li>50 g butter</li>');
    expect(print.text).toContain('@media print');
    expect(print.text).not.toMatch(/<script/i);

    const stranger = await signUp(suite.server);
    await stranger.agent.get(`/api/recipes/${id}/export?format=jsonld`).expect(404);
    expect(json(await cook.agent.get(`/api/recipes/${id}/export?format=pdf`).expect(400)).message).toMatch(/^format: /);
    expect(json(await cook.agent.get(`/api/recipes/${id}/export`).expect(400)).message).toMatch(/^format: /);
    await request(suite.server).get(`/api/recipes/${id}/export?format=jsonld`).expect(401);
    await request(suite.server).get('/api/recipes/export').expect(401);
    // an empty cookbook still exports: just the index
    const empty = unzipSync(new Uint8Array((await exportZip(stranger)).zip));
    expect(Object.keys(empty)).toEqual(['index.json']);
  });

  it('refuses bad uploads with 400/413/422 and stores nothing', async () => {
    const { cook } = await cookbook();
    const { zip } = await exportZip(cook);
    const fresh = await signUp(suite.server);
    expect(json(await fresh.agent.post('/api/recipes/import/archive').expect(400)).message).toBe(`file: ${archiveMessages.missingFile}`);
    expect(json(await fresh.agent.post('/api/recipes/import/archive').send({ file: 'x' }).expect(400)).message).toBe(`file: ${archiveMessages.missingFile}`);
    expect(json(await preview(fresh, strToU8('just text'), 'notes.zip').expect(422)).message).toBe(archiveMessages.notZip);
    expect(json(await preview(fresh, zipSync({ 'a.txt': strToU8('hello') })).expect(422)).message).toBe(archiveMessages.noRecipes);
    expect(json(await preview(fresh, zip.subarray(0, zip.length - 40)).expect(422)).message).toBe(archiveMessages.unreadable);

    // a zip bomb: ~101 MB of zeros in 100 KB
    const zeros = new Uint8Array(archiveLimits.entryBytes - 10);
    const bomb: Record<string, Uint8Array> = {};
    for (let i = 0; i <= archiveLimits.totalBytes / zeros.length + 1; i += 1) bomb[`r${i}.json`] = zeros;
    expect(json(await preview(fresh, zipSync(bomb, { level: 9 })).expect(413)).message).toBe(archiveMessages.inflatesTooLarge);
    const tooBig = new Uint8Array(archiveLimits.zipBytes + 1);
    tooBig.set([0x50, 0x4b, 0x03, 0x04]);
    expect(json(await preview(fresh, tooBig).expect(413)).message).toBe(archiveMessages.tooLarge);

    expect(json(await commit(fresh, zip, ['lasagne-al-forno.json', 'nope.json']).expect(400)).message).toBe('entries: "nope.json" is not a recipe of this archive');
    expect(json(await commit(fresh, zip, []).expect(400)).message).toBe(`entries: ${archiveMessages.noneChosen}`);
    expect(json(await commit(fresh, zip, 'not json').expect(400)).message).toMatch(/^entries: /);
    expect(json(await fresh.agent.get('/api/recipes').expect(200))).toEqual([]);
  });

  it('stores all the chosen recipes or none: one refused insert leaves the cookbook and the sockets untouched', async () => {
    const { cook } = await cookbook();
    const { zip } = await exportZip(cook);
    const fresh = await signUp(suite.server);
    const [socket] = await suite.connect(fresh);
    const created = record(socket, 'recipe:created');
    const em = suite.testApp.app.get(SqlEntityManager).fork();
    // the database refuses the last recipe of the batch, as a constraint would
    await em.execute(`create function refuse_chili() returns trigger language plpgsql as $$
      begin
        if new.title = 'Chili sin carne' then raise exception 'no chili' using errcode = '23514'; end if;
        return new;
      end $$`);
    await em.execute('create trigger refuse_chili before insert on recipes for each row execute function refuse_chili()');
    try {
      const res = await commit(fresh, zip, ['lasagne-al-forno.json', 'green-salad.json', 'chili-sin-carne.json']);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    } finally {
      await em.execute('drop trigger refuse_chili on recipes');
      await em.execute('drop function refuse_chili()');
    }
    expect(json(await fresh.agent.get('/api/recipes').expect(200))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(created).toEqual([]);
    socket.close();
  });

  it('exports and imports a cookbook of 2,000 recipes', async () => {
    const cook = await signUp(suite.server);
    await suite.testApp.app.get(SqlEntityManager).fork().execute(
      `insert into recipes (household_id, user_id, title, prep_time, cook_time, servings, ingredients, instructions, diet_tags)
       select ?, ?, 'Recipe ' || n, '10', (n % 120 + 1)::text, n % 8 + 1,
              array['2 cups flour', n || ' g sugar', '1 pinch salt'], array['Mix everything.', 'Bake for ' || n || ' minutes.'], array['vegetarian']
       from generate_series(1, 2000) as n`,
      [cook.user.householdId, cook.user.id],
    );
    const { zip } = await exportZip(cook);
    expect(Object.keys(unzipSync(new Uint8Array(zip)))).toHaveLength(2001);
    const fresh = await signUp(suite.server);
    const seen = json(await preview(fresh, zip).expect(200)) as unknown as ArchivePreview;
    expect(seen.recipes).toHaveLength(2000);
    const done = json(await commit(fresh, zip, seen.recipes.map((r) => r.entry)).expect(201)) as unknown as ArchiveImportResult;
    expect(done.imported).toHaveLength(2000);
    expect(await cookbookOf(fresh)).toEqual(await cookbookOf(cook));
  }, 120_000);
});
