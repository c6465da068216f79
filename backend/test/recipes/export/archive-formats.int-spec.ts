import { SqlEntityManager } from '@mikro-orm/sql';
import { strFromU8, unzipSync } from 'fflate';
import type { ArchiveImportResult, ArchivePreview, Recipe } from '@sous/contracts';
import { PruneUploadsJob } from '../../../src/modules/uploads/jobs/prune-uploads.job.js';
import { json, type SignedInUser, signUp } from '../../support/auth.js';
import { addRecipe } from '../../support/factories.js';
import { appSuite } from '../../support/test-app.js';
import { tinyPng, uploadFile } from '../../uploads/upload-file.js';
import { archiveFixtures, expectedFor, photos } from './fixtures/archive-fixtures.js';

/** supertest collects a binary answer as a Buffer with this parser. */
const binary = (res: import('supertest').Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const preview = (cook: SignedInUser, bytes: Uint8Array, name: string) => cook.agent.post('/api/recipes/import/archive').attach('file', Buffer.from(bytes), { filename: name, contentType: 'application/octet-stream' });
const commit = (cook: SignedInUser, bytes: Uint8Array, name: string, entries: string[]) =>
  cook.agent.post('/api/recipes/import/archive/commit').attach('file', Buffer.from(bytes), { filename: name, contentType: 'application/octet-stream' }).field('entries', JSON.stringify(entries));

const recipesOf = async (cook: SignedInUser) => json(await cook.agent.get('/api/recipes').expect(200)) as unknown as Recipe[];
const served = async (cook: SignedInUser, url: string) => (await cook.agent.get(url).buffer(true).parse(binary).expect(200)).body as Buffer;
const samePhoto = (bytes: Buffer) => Object.values(photos).some((photo) => Buffer.from(photo).equals(bytes));

/** What an import stores of a recipe, with where its photo is: "archive" for an upload of the household. */
const written = (recipe: Recipe) => ({
  title: recipe.title,
  description: recipe.description ?? null,
  prepTime: recipe.prepTime ?? null,
  cookTime: recipe.cookTime ?? null,
  servings: recipe.servings ?? null,
  ingredients: recipe.ingredients,
  instructions: recipe.instructions,
  cuisine: recipe.cuisine ?? null,
  mealType: recipe.mealType ?? null,
  dietTags: recipe.dietTags,
  sourceUrl: recipe.sourceUrl ?? null,
  sourceAuthor: recipe.sourceAuthor ?? null,
  image: recipe.imageUrl?.startsWith('/objects/uploads/') ? 'archive' : (recipe.imageUrl ?? null),
  // issue 30's facts, where the file had them (the expected files list them only then)
  ...(recipe.totalTime ? { totalTime: recipe.totalTime } : {}),
  ...(recipe.yieldText ? { yieldText: recipe.yieldText } : {}),
  ...(recipe.ingredientSections?.length ? { ingredientSections: recipe.ingredientSections } : {}),
  ...(recipe.instructionSections?.length ? { instructionSections: recipe.instructionSections } : {}),
});

describe("other apps' recipe archives (issue 20)", () => {
  const suite = appSuite();

  it.each(archiveFixtures)('$format: the preview lists the recipes and duplicates, the commit stores them with their photos', async ({ format, fileName, build }) => {
    const expected = expectedFor(format);
    const bytes = build();
    const cook = await signUp(suite.server);
    // the cookbook already has the last recipe of the file, by title
    const last = expected.recipes.at(-1)!;
    await addRecipe(cook, { title: last.title as string, ingredients: ['1 thing'], instructions: ['Do it.'] });

    const seen = json(await preview(cook, bytes, fileName).expect(200)) as unknown as ArchivePreview;
    expect(seen.recipes.map((item) => [item.entry, item.recipe.title, item.imageInArchive])).toEqual(expected.entries);
    expect(seen.recipes.map((item) => item.duplicate)).toEqual(expected.entries.map((_, i) => (i === expected.entries.length - 1 ? { by: 'title', in: 'cookbook', of: last.title } : null)));
    expect(seen.skipped).toEqual(expected.skipped);
    // a preview stores nothing
    expect(await recipesOf(cook)).toHaveLength(1);

    const entries = seen.recipes.map((item) => item.entry);
    const done = json(await commit(cook, bytes, fileName, entries).expect(201)) as unknown as ArchiveImportResult;
    expect(done.imported.map((item) => item.title)).toEqual(expected.entries.map(([, title]) => title));
    const stored = (await recipesOf(cook)).filter((recipe) => done.imported.some((item) => item.id === recipe.id));
    const byId = new Map(stored.map((recipe) => [recipe.id, recipe]));
    const inOrder = done.imported.map((item) => byId.get(item.id)!);
    expect(inOrder.map(written)).toEqual(expected.recipes);

    // each archived photo is now an upload of this household, the same bytes; others get 404
    const stranger = await signUp(suite.server);
    for (const recipe of inOrder.filter((r) => r.imageUrl?.startsWith('/objects/uploads/'))) {
      expect(samePhoto(await served(cook, recipe.imageUrl!))).toBe(true);
      await stranger.agent.get(recipe.imageUrl!).expect(404);
    }
    expect(await recipesOf(stranger)).toEqual([]);
  });

  it('flags a recipe whose source URL the cookbook has under another title', async () => {
    const cook = await signUp(suite.server);
    await cook.agent
      .post('/api/recipes')
      .send({ title: 'Our chili', sourceUrl: 'https://chili.example.test/texas-red/', ingredients: ['1 thing'], instructions: ['Do it.'] })
      .expect(201);
    const tandoor = archiveFixtures.find((fixture) => fixture.format === 'tandoor')!;
    const seen = json(await preview(cook, tandoor.build(), tandoor.fileName).expect(200)) as unknown as ArchivePreview;
    expect(seen.recipes.map((item) => item.duplicate)).toEqual([{ by: 'sourceUrl', in: 'cookbook', of: 'Our chili' }, null]);
  });

  it('round-trips a cookbook with an uploaded photo into a fresh household: same recipes, a photo of its own with the same bytes', async () => {
    const cook = await signUp(suite.server);
    const created = await addRecipe(cook, { title: 'Photo pie', servings: 4, ingredients: ['1 pastry case', '3 apples'], instructions: ['Fill.', 'Bake.'] });
    await addRecipe(cook, { title: 'Linked photo', ingredients: ['1 egg'], instructions: ['Boil.'], imageUrl: 'https://photos.example.test/egg.jpg' });
    const photo = await uploadFile(cook, tinyPng, 'image/png');
    await suite.testApp.app.get(SqlEntityManager).fork().execute('update recipes set image_url = ? where id = ?', [photo.url, created.id]);

    const zip = new Uint8Array((await cook.agent.get('/api/recipes/export').buffer(true).parse(binary).expect(200)).body as Buffer);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['images/photo-pie.png', 'index.json', 'linked-photo.json', 'photo-pie.json']);
    expect(Buffer.from(files['images/photo-pie.png']).equals(tinyPng)).toBe(true);
    expect(JSON.parse(strFromU8(files['photo-pie.json']))).toMatchObject({ image: 'images/photo-pie.png' });
    expect(JSON.parse(strFromU8(files['linked-photo.json']))).toMatchObject({ image: 'https://photos.example.test/egg.jpg' });

    const fresh = await signUp(suite.server);
    const seen = json(await preview(fresh, zip, 'sous-cookbook.zip').expect(200)) as unknown as ArchivePreview;
    expect(seen.recipes.map((item) => [item.entry, item.imageInArchive, item.recipe.imageUrl])).toEqual([
      ['photo-pie.json', true, null],
      ['linked-photo.json', false, 'https://photos.example.test/egg.jpg'],
    ]);
    await commit(fresh, zip, 'sous-cookbook.zip', ['photo-pie.json', 'linked-photo.json']).expect(201);
    const theirs = await recipesOf(fresh);
    const mine = await recipesOf(cook);
    const comparable = (recipes: Recipe[]) => recipes.map(({ title, servings, ingredients, instructions }) => ({ title, servings, ingredients, instructions })).sort((a, b) => a.title.localeCompare(b.title));
    expect(comparable(theirs)).toEqual(comparable(mine));
    const pie = theirs.find((recipe) => recipe.title === 'Photo pie')!;
    expect(pie.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(pie.imageUrl).not.toBe(photo.url);
    expect((await served(fresh, pie.imageUrl!)).equals(tinyPng)).toBe(true);
    expect(theirs.find((recipe) => recipe.title === 'Linked photo')!.imageUrl).toBe('https://photos.example.test/egg.jpg');
    // the photo belongs to the importing household only
    await cook.agent.get(pie.imageUrl!).expect(404);
    const stranger = await signUp(suite.server);
    await stranger.agent.get(pie.imageUrl!).expect(404);
  });

  it('a failed commit leaves no recipe and no upload row; the photo written before the failure is pruned as an orphan', async () => {
    const paprika = archiveFixtures.find((fixture) => fixture.format === 'paprika')!;
    const fresh = await signUp(suite.server);
    const em = suite.testApp.app.get(SqlEntityManager).fork();
    await em.execute(`create function refuse_toast() returns trigger language plpgsql as $$
      begin
        if new.title = 'Zucchini fritters' then raise exception 'no fritters' using errcode = '23514'; end if;
        return new;
      end $$`);
    await em.execute('create trigger refuse_toast before insert on recipes for each row execute function refuse_toast()');
    try {
      const res = await commit(fresh, paprika.build(), paprika.fileName, ['French toast.paprikarecipe', 'Zucchini fritters.paprikarecipe']);
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await em.execute('drop trigger refuse_toast on recipes');
      await em.execute('drop function refuse_toast()');
    }
    expect(await recipesOf(fresh)).toEqual([]);
    expect(await em.execute('select id from uploaded_objects where household_id = ?', [fresh.user.householdId])).toEqual([]);
    const pruned = await suite.testApp.app.get(PruneUploadsJob).prune(em, new Date());
    expect(pruned.files).toBeGreaterThanOrEqual(1);
  });
});
