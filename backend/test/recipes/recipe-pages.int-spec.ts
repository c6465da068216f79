import type { App } from 'supertest/types.js';
import { MikroORM } from '@mikro-orm/core';
import type { Recipe } from '@sous/contracts';
import { signUp, type SignedInUser } from '../support/auth.js';
import { addRecipe } from '../support/factories.js';
import { nextLink, walkPages as walk } from '../support/pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 18: `GET /api/recipes?limit=N` pages the cookbook by keyset (newest first, then id) with a
 * `Link: <…>; rel="next"` while more follow; without `limit` it is still the whole list (spec 001).
 */
describe('cookbook pages', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let neighbour: SignedInUser;
  let ids: string[];

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    cook = await signUp(server);
    neighbour = await signUp(server);
    for (let i = 0; i < 7; i += 1) await addRecipe(cook, { title: `Stew ${String.fromCharCode(97 + i)}`, ingredients: ['1 onion'] });
    await addRecipe(neighbour, { title: 'Neighbour soup', ingredients: ['1 leek'] });
    // three recipes written in the same microsecond: the id orders them, and a page may end between them
    const em = testApp.app.get(MikroORM).em.fork();
    const all = (await cook.agent.get('/api/recipes').expect(200)).body as Recipe[];
    await em.getConnection().execute(`update recipes set created_at = timestamptz '2026-11-20 10:00:00.123456+00' where id in (?, ?, ?)`, [all[1].id, all[2].id, all[3].id]);
    ids = ((await cook.agent.get('/api/recipes').expect(200)).body as Recipe[]).map((row) => row.id);
  });
  afterAll(() => testApp.close());

  it('walks the whole cookbook in the list order, each recipe once, at any page size', async () => {
    expect(ids).toHaveLength(7);
    for (const limit of [1, 2, 3, 7]) {
      const { ids: paged, sizes } = await walk(cook, `/api/recipes?limit=${limit}`);
      expect(paged).toEqual(ids);
      expect(sizes.slice(0, -1).every((size) => size === limit)).toBe(true);
    }
    // a page as long as what is left names no next page: no empty page to fetch
    const res = await cook.agent.get('/api/recipes?limit=7').expect(200);
    expect(res.headers.link).toBeUndefined();
    expect((res.body as Recipe[]).map((row) => row.id)).toEqual(ids);
  });

  it('keeps every row its full shape, ingredientMatches included', async () => {
    const [first] = (await cook.agent.get('/api/recipes?limit=1').expect(200)).body as Recipe[];
    const [whole] = (await cook.agent.get('/api/recipes').expect(200)).body as Recipe[];
    expect(first).toEqual(whole);
    expect(first.ingredientMatches).toHaveLength(1);
  });

  it('is not shifted by recipes added or deleted between pages', async () => {
    const first = await cook.agent.get('/api/recipes?limit=3').expect(200);
    const next = nextLink(first)!;
    const added = await addRecipe(cook, { title: 'Late stew', ingredients: ['1 carrot'] });
    // the page's last recipe goes too: the cursor carries its place, not a lookup of it
    const lastOfPage = (first.body as Recipe[]).at(-1)!;
    await cook.agent.delete(`/api/recipes/${lastOfPage.id}`).expect(204);
    const rest = await walk(cook, next);
    expect([...(first.body as Recipe[]).map((row) => row.id), ...rest.ids]).toEqual(ids);
    expect(rest.ids).not.toContain(added.id);
    ids = ((await cook.agent.get('/api/recipes').expect(200)).body as Recipe[]).map((row) => row.id);
    expect(ids[0]).toBe(added.id);
  });

  it('continues at 50 a page when only the cursor is given', async () => {
    const first = await cook.agent.get('/api/recipes?limit=1').expect(200);
    const after = new URL(nextLink(first)!, 'http://sous.test').searchParams.get('after')!;
    const res = await cook.agent.get(`/api/recipes?after=${after}`).expect(200);
    expect((res.body as Recipe[]).map((row) => row.id)).toEqual(ids.slice(1));
    expect(res.headers.link).toBeUndefined();
  });

  it('shows another household nothing of this one, even with its cursor', async () => {
    const first = await cook.agent.get('/api/recipes?limit=1').expect(200);
    const theirs = await walk(neighbour, nextLink(first)!);
    const own = await walk(neighbour, '/api/recipes?limit=1');
    expect(own.ids).toHaveLength(1);
    expect(theirs.ids.every((id) => !ids.includes(id))).toBe(true);
  });

  it.each([
    ['limit=0', 'limit: must be at least 1'],
    ['limit=201', 'limit: must be at most 200'],
    ['limit=2.5', 'limit: must be a whole number'],
    ['limit=many', 'limit: must be a number'],
    ['limit=2&after=12345', 'after: must be the cursor of a Link header'],
    ['limit=2&after=1,not-a-uuid', 'after: must be the cursor of a Link header'],
    ['limit=2&after=%25E0%25A4', 'after: must be the cursor of a Link header'],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    const res = await cook.agent.get(`/api/recipes?${query}`).expect(400);
    expect((res.body as { message: string }).message).toBe(message);
  });
});
