import type { ApiResource } from '@sous/contracts';
import { ApiRouteExplorer, type ApiRoute, type DiscoveredRoute } from '#platform/openapi/api-route-explorer.js';
import { snapshotDatabase } from '../fuzz/db-snapshot.js';
import { type Answer, call, inParallel, listen } from '../fuzz/http-client.js';
import { signUp, type SignedInUser, uniqueEmail } from '../support/auth.js';
import { addFeedback, signUpHousemate } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { resourceScopes, type SeededIds, seedHousehold, unlistedResources } from './seed-household.js';

/** A well-formed id of nothing, for routes whose resource the matrix has no fixture for. */
const noSuchId = '00000000-0000-4000-8000-000000000000';

/** The owner's views whose answers must be the same before and after the other household's attempts. */
const ownerViews = [
  '/api/household',
  '/api/food-items',
  '/api/storage-locations',
  '/api/recipes',
  '/api/meal-plans',
  '/api/shopping-list/items',
  '/api/notifications/expiration',
  '/api/appliances',
  // ratings only: board cards are instance-wide, so another household's own writes show up there
  '/api/feedback?type=recipe',
  '/api/cooking-terms',
];

/**
 * What another household's member gets on an id route: admin routes refuse a member before any
 * lookup (403), every other route answers as if the row did not exist (404). Instance-wide rows
 * (the glossary) have only admin id routes, checked below.
 */
const expectedForOther = (route: ApiRoute) => (route.auth === 'admin' ? 403 : 404);

function pathFor(route: DiscoveredRoute & { doc?: ApiRoute['doc'] }, ids: SeededIds | undefined): string {
  const resource = route.doc?.resource;
  return route.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(resource && ids ? ids[resource] : noSuchId));
}

function requestFor(route: ApiRoute, ids: SeededIds, cookie?: string) {
  const query = route.doc.example?.query ? `?${new URLSearchParams(route.doc.example.query as Record<string, string>).toString()}` : '';
  const body = route.doc.example?.body ?? (route.body ? {} : undefined);
  return { method: route.method, path: `${pathFor(route, ids)}${query}`, body, cookie };
}

const describeAnswer = (key: string, a: Answer) => `${key} -> ${a.status} ${a.text.slice(0, 160)}`;

describe('isolation matrix: every route × (owner, another household, signed out), admin routes × (admin, member)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let other: SignedInUser;
  let ids: SeededIds;
  let discovered: DiscoveredRoute[];
  let routes: ApiRoute[];

  beforeAll(async () => {
    const adminEmail = uniqueEmail('matrix-admin');
    testApp = await startTestApp({ env: { ADMIN_EMAILS: adminEmail } });
    baseUrl = await listen(testApp.app);
    const server = testApp.app.getHttpServer();
    admin = await signUp(server, { email: adminEmail });
    owner = await signUp(server, { email: uniqueEmail('matrix-owner') });
    other = await signUp(server, { email: uniqueEmail('matrix-other') });
    expect([admin.user.role, owner.user.role, other.user.role]).toEqual(['admin', 'member', 'member']);
    expect(other.user.householdId).not.toBe(owner.user.householdId);
    ids = await seedHousehold(owner, 'matrix');
    const explorer = testApp.app.get(ApiRouteExplorer);
    discovered = explorer.discover();
    routes = explorer.routes();
  }, 120_000);
  afterAll(() => testApp?.close());

  it('answers 401 to a signed-out caller on every route that is not public', async () => {
    const closed = discovered.filter((r) => r.auth !== 'public');
    expect(closed.length).toBeGreaterThan(40);
    const answers = await inParallel(closed, 6, (r) => call(baseUrl, { method: r.method, path: pathFor(r, ids), body: {} }));
    const wrong = answers.flatMap((a, i) => (a.status === 401 && typeof (a.json as { message?: unknown } | undefined)?.message === 'string' ? [] : [describeAnswer(closed[i].key, a)]));
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a member on every admin route, and lets the admin through', async () => {
    const adminRoutes = discovered.filter((r) => r.auth === 'admin');
    const asMember = await inParallel(adminRoutes, 4, (r) => call(baseUrl, { method: r.method, path: pathFor(r, ids), body: {}, cookie: owner.cookie }));
    expect(asMember.flatMap((a, i) => (a.status === 403 ? [] : [describeAnswer(adminRoutes[i].key, a)]))).toEqual([]);
    // read-only admin routes answer the admin; writes get past the role check to the contract (400/404);
    // ids of nothing, so an admin DELETE cannot take a seeded row away from the tests below
    const asAdmin = await inParallel(adminRoutes, 4, (r) => call(baseUrl, { method: r.method, path: pathFor(r, undefined), body: {}, cookie: admin.cookie }));
    expect(asAdmin.flatMap((a, i) => (a.status !== 401 && a.status !== 403 && a.status < 500 ? [] : [describeAnswer(adminRoutes[i].key, a)]))).toEqual([]);
  });

  it('lets the owner reach every one of their resources (so the 404s below mean something)', async () => {
    const reads = routes.filter((r) => r.method === 'GET' && r.doc.resource);
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const route of reads) {
      const answer = await call(baseUrl, requestFor(route, ids, owner.cookie));
      expect(describeAnswer(route.key, answer)).toMatch(/ -> 200 /);
    }
    // every seeded row is in the owner's own lists (push tokens and files have none: the 404 test deletes nothing)
    const views = (await Promise.all(ownerViews.map((path) => call(baseUrl, { method: 'GET', path, cookie: owner.cookie })))).map((v) => v.text).join('\n');
    const listed = Object.entries(ids).filter(([resource]) => !unlistedResources.includes(resource as ApiResource));
    expect(listed.filter(([, id]) => !views.includes(id))).toEqual([]);
  });

  it('never lets another household read or change the owner\'s rows: 404 on every id route (403 on admin ones), nothing stored', async () => {
    const idRoutes = routes.filter((r) => r.doc.resource && r.auth !== 'public');
    const covered = new Set(idRoutes.map((r) => r.doc.resource));
    const resources = Object.keys(resourceScopes) as ApiResource[];
    expect(resources.filter((r) => !covered.has(r))).toEqual([]);
    // a member route on an instance-wide row would answer the other household too: it needs its own rule here
    expect(idRoutes.filter((r) => resourceScopes[r.doc.resource!] === 'instance' && r.auth !== 'admin').map((r) => r.key)).toEqual([]);

    const viewsBefore = await Promise.all(ownerViews.map((path) => call(baseUrl, { method: 'GET', path, cookie: owner.cookie })));
    const before = await snapshotDatabase(testApp.app);
    // one at a time: a DELETE must not be judged after a PATCH of the same row went through
    const wrong: string[] = [];
    for (const route of idRoutes) {
      const answer = await call(baseUrl, requestFor(route, ids, other.cookie));
      if (answer.status !== expectedForOther(route)) wrong.push(`${describeAnswer(route.key, answer)} (expected ${expectedForOther(route)})`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotDatabase(testApp.app)).toEqual(before);
    const viewsAfter = await Promise.all(ownerViews.map((path) => call(baseUrl, { method: 'GET', path, cookie: owner.cookie })));
    expect(viewsAfter.map((v) => v.text)).toEqual(viewsBefore.map((v) => v.text));
  });

  it('never shows the owner\'s rows in another household\'s answers, even after its own writes', async () => {
    // instance-wide rows (glossary terms) are everyone's to read
    const ownRows = Object.entries(ids).filter(([resource]) => resourceScopes[resource as ApiResource] !== 'instance');
    const ownerIds = [...ownRows.map(([, id]) => id), owner.user.id, owner.user.householdId, owner.email];
    const viewsBefore = await Promise.all(ownerViews.map((path) => call(baseUrl, { method: 'GET', path, cookie: owner.cookie })));
    // the other household's own writes that take no id (rename its household, …) must stay its own
    const writes = routes.filter((r) => r.method !== 'GET' && !r.doc.resource && r.auth === 'member' && r.doc.example?.body !== undefined);
    for (const route of writes) {
      const answer = await call(baseUrl, requestFor(route, ids, other.cookie));
      // a documented answer: success, or a documented refusal (503 when donations are not set up)
      const documented = [...Object.keys(route.doc.responses).map(Number), ...route.errors];
      expect({ route: route.key, documented: documented.includes(answer.status) || answer.text }).toEqual({ route: route.key, documented: true });
    }
    const lists = routes.filter((r) => r.method === 'GET' && r.auth !== 'public' && !r.path.includes(':'));
    expect(lists.length).toBeGreaterThan(10);
    for (const route of lists) {
      const answer = await call(baseUrl, requestFor(route, ids, other.cookie));
      expect(answer.status).toBeLessThan(500);
      const leaked = ownerIds.filter((id) => answer.text.includes(id));
      expect({ route: route.key, leaked }).toEqual({ route: route.key, leaked: [] });
    }
    const viewsAfter = await Promise.all(ownerViews.map((path) => call(baseUrl, { method: 'GET', path, cookie: owner.cookie })));
    expect(viewsAfter.map((v) => v.text)).toEqual(viewsBefore.map((v) => v.text));
  });

  // last: it writes shared rows (a board card, votes, a flag) that the snapshots above must not see
  it('follows the instance-wide rules: board cards and the glossary are shared, ratings stay with their author', async () => {
    const server = testApp.app.getHttpServer();
    const get = (path: string, who: SignedInUser) => call(baseUrl, { method: 'GET', path, cookie: who.cookie });
    // a member of the owner's own household: household semantics would let them see the rating
    const housemate = await signUpHousemate(server, owner, { email: uniqueEmail('matrix-housemate') });

    // the owner's rating of their recipe: its author and admins only
    const rating = `/api/feedback/${ids.feedback}`;
    expect((await get(rating, owner)).status).toBe(200);
    expect((await get(rating, admin)).status).toBe(200);
    expect((await get(rating, housemate)).status).toBe(404);
    expect((await get(rating, other)).status).toBe(404);
    expect((await get('/api/feedback?type=recipe', housemate)).text).not.toContain(ids.feedback);

    // a board card: every member of every household sees it and may vote on it, its author's email never shown
    const card = await addFeedback(owner, { type: 'bug', content: 'The matrix found the timer resets on rotate' });
    const seen = await get(`/api/feedback/${card.id}`, other);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ id: card.id, mine: false, upvoted: false });
    expect(seen.text).not.toContain(owner.email);
    expect((await get('/api/feedback?type=bug&pageSize=50', other)).text).toContain(card.id);
    const vote = await call(baseUrl, { method: 'POST', path: `/api/feedback/${card.id}/upvote`, cookie: other.cookie });
    expect(vote.json).toEqual({ id: card.id, upvoted: true, upvoteCount: 1 });
    // …but only admins triage it
    const triage = await call(baseUrl, { method: 'PATCH', path: `/api/feedback/${card.id}`, body: { isFlagged: true, flagReason: 'Duplicate' }, cookie: other.cookie });
    expect(triage.status).toBe(403);
    const flagged = await call(baseUrl, { method: 'PATCH', path: `/api/feedback/${card.id}`, body: { isFlagged: true, flagReason: 'Duplicate' }, cookie: admin.cookie });
    expect(flagged.status).toBe(200);
    // a flagged card leaves the board for everyone but its author (and admins)
    expect((await get(`/api/feedback/${card.id}`, other)).status).toBe(404);
    expect((await get(`/api/feedback/${card.id}`, housemate)).status).toBe(404);
    expect((await get(`/api/feedback/${card.id}`, owner)).status).toBe(200);

    // the glossary: the same terms for every household, written by admins of any household
    // (a term of its own: on a shared PostgreSQL test database other suites read the seeded ones)
    expect((await get('/api/cooking-terms', other)).text).toContain(ids.cookingTerm);
    const name = `Matrix cut ${owner.user.id.slice(0, 8)}`;
    const added = await call(baseUrl, { method: 'POST', path: '/api/cooking-terms', body: { term: name, category: 'knife_skills', shortDefinition: 'Cut by the matrix.' }, cookie: admin.cookie });
    expect(added.status).toBe(201);
    const termId = (added.json as { id: string }).id;
    for (const who of [owner, other, housemate]) expect((await get('/api/cooking-terms', who)).text).toContain(termId);
    const changed = await call(baseUrl, { method: 'PATCH', path: `/api/cooking-terms/${termId}`, body: { shortDefinition: 'Changed by the matrix admin.' }, cookie: admin.cookie });
    expect(changed.status).toBe(200);
    expect((await get('/api/cooking-terms', other)).text).toContain('Changed by the matrix admin.');
    expect((await call(baseUrl, { method: 'DELETE', path: `/api/cooking-terms/${termId}`, cookie: other.cookie })).status).toBe(403);
    expect((await call(baseUrl, { method: 'DELETE', path: `/api/cooking-terms/${termId}`, cookie: admin.cookie })).status).toBe(204);
    expect((await get('/api/cooking-terms', owner)).text).not.toContain(termId);
  });
});
