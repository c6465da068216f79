import type { App } from 'supertest/types.js';
import type { CookingTerm } from '@sous/contracts';
import { SqlEntityManager } from '@mikro-orm/sql';
import { GlossarySeeder } from '../../src/modules/cooking-terms/seed/glossary-seeder.js';
import { json, type SignedInUser, signUp, uniqueEmail } from '../support/auth.js';
import { connectSocket, eventually, record } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp } from '../support/test-app.js';

const term = (res: { body: unknown }) => res.body as CookingTerm;
const terms = (res: { body: unknown }) => res.body as CookingTerm[];

/** Admin writes to the instance-wide glossary (DESIGN §4): admins only, live on every device. */
describe('cooking terms administration', () => {
  const adminEmail = uniqueEmail('admin');
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  let admin: SignedInUser;
  let member: SignedInUser;

  beforeAll(async () => {
    // the database is shared by every suite of the run, so "the first account" is not ours to claim
    testApp = await listeningTestApp({ env: { ADMIN_EMAILS: adminEmail } });
    ({ server, baseUrl } = testApp);
    admin = await signUp(server, { email: adminEmail });
    member = await signUp(server);
    expect(admin.user.role).toBe('admin');
    expect(member.user.role).toBe('member');
  });
  afterAll(() => testApp.close());

  const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;
  const validBody = (name: string) => ({
    term: name,
    category: 'cooking_methods',
    shortDefinition: 'Cooking food gently in fat just below smoking.',
    longDefinition: 'A longer paragraph for the popover.',
    difficulty: 'intermediate',
    timeEstimate: '5-10 minutes',
    tools: ['Skillet', ' Tongs ', ''],
    tips: ['Dry the food first'],
    relatedTerms: ['Sauté'],
    searchTerms: ['test-fried'],
  });

  it('lets an admin create a term with every field, trimmed, and refuses members with 403', async () => {
    const name = unique('Shallow fry');
    const created = term(await admin.agent.post('/api/cooking-terms').send(validBody(name)).expect(201));
    expect(created).toMatchObject({
      term: name,
      category: 'cooking_methods',
      difficulty: 'intermediate',
      timeEstimate: '5-10 minutes',
      tools: ['Skillet', 'Tongs'],
      tips: ['Dry the food first'],
      relatedTerms: ['Sauté'],
      searchTerms: ['test-fried'],
      imageUrl: null,
      videoUrl: null,
    });
    const forbidden = await member.agent.post('/api/cooking-terms').send(validBody(unique('Member term'))).expect(403);
    expect(json(forbidden).message).toEqual(expect.any(String));
    await member.agent.patch(`/api/cooking-terms/${created.id}`).send({ shortDefinition: 'Hijacked' }).expect(403);
    await member.agent.delete(`/api/cooking-terms/${created.id}`).expect(403);
    const listed = terms(await member.agent.get('/api/cooking-terms').expect(200));
    expect(listed.find((t) => t.id === created.id)?.shortDefinition).toBe(created.shortDefinition);
  });

  it.each([
    [{}, /^term: /],
    [{ ...validBody('x'), term: '   ' }, /^term: Required/],
    [{ ...validBody('x'), category: 'juggling' }, /^category: must be one of/],
    [{ ...validBody('x'), difficulty: 'legendary' }, /^difficulty: must be one of/],
    [{ ...validBody('x'), shortDefinition: '' }, /^shortDefinition: /],
    [{ ...validBody('x'), tools: 'skillet' }, /^tools: must be a list of texts/],
    [{ ...validBody('x'), tips: Array.from({ length: 31 }, (_, i) => `tip ${i}`) }, /^tips: must have at most 30 items/],
    [{ ...validBody('x'), videoUrl: 'javascript:alert(1)' }, /^videoUrl: must be an http\(s\) address/],
  ])('answers 400 naming the field for %j and stores nothing', async (body, message) => {
    const before = terms(await admin.agent.get('/api/cooking-terms').expect(200)).length;
    const res = await admin.agent.post('/api/cooking-terms').send(body).expect(400);
    expect(json(res).message).toMatch(message);
    expect(terms(await admin.agent.get('/api/cooking-terms').expect(200))).toHaveLength(before);
  });

  it('answers 409 for a name taken in any case or accents, on create and on rename', async () => {
    const res = await admin.agent.post('/api/cooking-terms').send(validBody('JULIENNE')).expect(409);
    expect(json(res).message).toMatch(/^A cooking term named "Julienne" already exists$/i);
    await admin.agent.post('/api/cooking-terms').send(validBody('saute')).expect(409);
    const own = term(await admin.agent.post('/api/cooking-terms').send(validBody(unique('Rename me'))).expect(201));
    await admin.agent.patch(`/api/cooking-terms/${own.id}`).send({ term: 'julienne' }).expect(409);
    // a change of case of its own name is no conflict
    const recased = term(await admin.agent.patch(`/api/cooking-terms/${own.id}`).send({ term: own.term.toUpperCase() }).expect(200));
    expect(recased.term).toBe(own.term.toUpperCase());
  });

  it('patches only the fields sent, and answers 404 for unknown ids and 400 for an empty patch', async () => {
    const own = term(await admin.agent.post('/api/cooking-terms').send(validBody(unique('Patch me'))).expect(201));
    const patched = term(await admin.agent.patch(`/api/cooking-terms/${own.id}`).send({ tips: ['One', 'Two'], longDefinition: '' }).expect(200));
    expect(patched).toMatchObject({ tips: ['One', 'Two'], longDefinition: null, shortDefinition: own.shortDefinition, tools: own.tools });
    await admin.agent.patch(`/api/cooking-terms/${own.id}`).send({}).expect(400);
    await admin.agent.patch('/api/cooking-terms/00000000-0000-4000-8000-000000000000').send({ tips: [] }).expect(404);
    await admin.agent.patch('/api/cooking-terms/not-an-id').send({ tips: [] }).expect(404);
    await admin.agent.delete('/api/cooking-terms/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('filters by search (term, definition, search terms) and by category', async () => {
    const knife = terms(await member.agent.get('/api/cooking-terms').query({ category: 'knife_skills' }).expect(200));
    expect(knife.length).toBeGreaterThan(3);
    expect(knife.every((t) => t.category === 'knife_skills')).toBe(true);
    const found = terms(await member.agent.get('/api/cooking-terms').query({ search: 'JULIEN' }).expect(200));
    expect(found.map((t) => t.term.toLowerCase())).toContain('julienne');
    const both = terms(await member.agent.get('/api/cooking-terms').query({ search: 'julien', category: 'baking' }).expect(200));
    expect(both).toEqual([]);
    const bySearchTerm = terms(await member.agent.get('/api/cooking-terms').query({ search: '100%_' }).expect(200));
    expect(bySearchTerm).toEqual([]);
    const bad = await member.agent.get('/api/cooking-terms').query({ category: 'juggling' }).expect(400);
    expect(json(bad).message).toMatch(/^category: /);
  });

  it('pushes created, updated and deleted terms to every signed-in device, of every household', async () => {
    const [adminSocket, memberSocket] = await Promise.all([
      connectSocket(baseUrl, undefined, admin.cookie),
      connectSocket(baseUrl, undefined, member.cookie),
    ]);
    try {
      const created = record(memberSocket, 'cooking-term:created');
      const updated = record(memberSocket, 'cooking-term:updated');
      const deleted = record(memberSocket, 'cooking-term:deleted');
      const adminSeen = record(adminSocket, 'cooking-term:updated');
      const own = term(await admin.agent.post('/api/cooking-terms').send(validBody(unique('Live term'))).expect(201));
      const patched = term(await admin.agent.patch(`/api/cooking-terms/${own.id}`).send({ shortDefinition: 'Now live everywhere.' }).expect(200));
      await admin.agent.delete(`/api/cooking-terms/${own.id}`).expect(204);
      await eventually(() => {
        expect(created).toEqual([own]);
        expect(updated).toEqual([patched]);
        expect(deleted).toEqual([{ id: own.id }]);
        expect(adminSeen).toEqual([patched]);
      });
      // a refused write emits nothing
      await member.agent.patch(`/api/cooking-terms/${patched.id}`).send({ tips: [] }).expect(403);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(updated).toHaveLength(1);
    } finally {
      adminSocket.close();
      memberSocket.close();
    }
  });

  it('keeps a deleted or renamed glossary term gone when the seeder runs again, and lets an admin bring it back', async () => {
    const em = testApp.app.get(SqlEntityManager).fork();
    const seeder = testApp.app.get(GlossarySeeder);
    const all = terms(await admin.agent.get('/api/cooking-terms').expect(200));
    const blanch = all.find((t) => t.term.toLowerCase() === 'blanch');
    const dice = all.find((t) => t.term.toLowerCase() === 'dice');
    expect(blanch && dice).toBeTruthy();
    await admin.agent.delete(`/api/cooking-terms/${blanch!.id}`).expect(204);
    await admin.agent.patch(`/api/cooking-terms/${dice!.id}`).send({ term: 'Dice (small cubes)', shortDefinition: 'Edited by an admin' }).expect(200);
    expect(await seeder.seed(em)).toBe(0);
    const after = terms(await admin.agent.get('/api/cooking-terms').expect(200));
    expect(after.some((t) => t.term.toLowerCase() === 'blanch')).toBe(false);
    expect(after.some((t) => t.term.toLowerCase() === 'dice')).toBe(false);
    expect(after.find((t) => t.id === dice!.id)?.shortDefinition).toBe('Edited by an admin');
    // the admin's own term of that name lifts the removal
    await admin.agent.post('/api/cooking-terms').send({ ...validBody('Blanch'), category: 'cooking_methods' }).expect(201);
    const [row] = await em.execute<{ n: string }[]>("select count(*) as n from cooking_term_removals where term_key = 'blanch'");
    expect(Number(row.n)).toBe(0);

    // leave the shared test database's glossary as it was (other suites may read it)
    const mine = terms(await admin.agent.get('/api/cooking-terms').query({ search: 'blanch' }).expect(200)).find((t) => t.term === 'Blanch');
    await admin.agent.delete(`/api/cooking-terms/${mine!.id}`).expect(204);
    await admin.agent.patch(`/api/cooking-terms/${dice!.id}`).send({ term: dice!.term, shortDefinition: dice!.shortDefinition }).expect(200);
    await em.execute("delete from cooking_term_removals where term_key in ('blanch', 'dice (small cubes)')");
    expect(await seeder.seed(em)).toBe(1);
  });
});
