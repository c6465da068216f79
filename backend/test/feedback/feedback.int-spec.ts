import { randomBytes } from 'node:crypto';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FeedbackAnalytics, FeedbackItem, FeedbackPage, UpvoteResult, ValidationErrorBody } from '@sous/contracts';
import type { App } from 'supertest/types.js';
import { json, type SignedInUser, signUp, uniqueEmail } from '../support/auth.js';
import { addFeedback } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The feedback board through HTTP against the real database: visibility, validation, admin rights,
 * exact votes under racing clicks, paging, triage and the analytics figures.
 */
describe('feedback', () => {
  // named in ADMIN_EMAILS: on a PostgreSQL database shared by suites, another suite's user may be the first account
  const adminEmail = uniqueEmail('admin');
  let testApp: TestApp;
  let server: App;
  let admin: SignedInUser;
  let ada: SignedInUser;
  let bob: SignedInUser;

  const sql = <T>(query: string, params: unknown[] = []) => testApp.app.get(SqlEntityManager).fork().getConnection().execute<T[]>(query, params);
  /** A category no other test (or suite) uses, to look at one test's cards only. */
  const freshCategory = () => `test-${randomBytes(4).toString('hex')}`;
  const submit = addFeedback;
  const board = async (user: SignedInUser, query: Record<string, string | number>) =>
    json(await user.agent.get('/api/feedback').query(query).expect(200)) as unknown as FeedbackPage;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { ADMIN_EMAILS: adminEmail } });
    server = testApp.app.getHttpServer();
    admin = await signUp(server, { email: adminEmail, firstName: 'Grace' });
    ada = await signUp(server, { firstName: 'Ada' });
    bob = await signUp(server, { firstName: 'Bob' });
  });
  afterAll(() => testApp.close());

  it('knows who is admin', () => {
    expect(admin.user.role).toBe('admin');
    expect(ada.user.role).toBe('member');
    expect(bob.user.role).toBe('member');
  });

  describe('the board', () => {
    it("shows members each other's bugs and ideas by first name, never an email", async () => {
      const category = freshCategory();
      const idea = await submit(ada, { type: 'feature', content: 'Let me print the shopping list', category, metadata: { page: '/shopping-list' } });
      expect(idea).toMatchObject({ type: 'feature', status: 'open', upvoteCount: 0, upvoted: false, mine: true, authorName: 'Ada', page: '/shopping-list', responses: [], tags: [] });
      const seen = await board(bob, { category });
      expect(seen).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(seen.items).toEqual([expect.objectContaining({ id: idea.id, mine: false, authorName: 'Ada' })]);
      expect(JSON.stringify(seen)).not.toContain('@');
      expect(JSON.stringify(seen)).not.toContain(ada.user.id);
      expect(json(await bob.agent.get(`/api/feedback/${idea.id}`).expect(200))).toMatchObject({ id: idea.id, content: 'Let me print the shopping list' });
    });

    it("keeps a member's ratings of their own recipes and chats between them and the admins", async () => {
      const category = freshCategory();
      const rating = await submit(ada, { type: 'recipe', rating: 2, content: 'Too salty for us', contextId: 'r1', contextType: 'recipe', category });
      expect(rating.sentiment).toBe('negative');
      expect((await board(bob, { category })).items).toEqual([]);
      await bob.agent.get(`/api/feedback/${rating.id}`).expect(404, { message: 'Feedback not found', code: 'feedback.not-found' });
      await bob.agent.post(`/api/feedback/${rating.id}/upvote`).expect(404);
      expect((await board(ada, { category })).items.map((i) => i.id)).toEqual([rating.id]);
      expect((await board(admin, { category })).items.map((i) => i.id)).toEqual([rating.id]);
    });

    it('filters by type, status and category', async () => {
      const category = freshCategory();
      const bug = await submit(ada, { type: 'bug', content: 'The timer beeps twice at the end', category });
      await submit(bob, { type: 'general', content: 'Lovely little app', category });
      expect((await board(bob, { category, type: 'bug' })).items.map((i) => i.id)).toEqual([bug.id]);
      await admin.agent.patch(`/api/feedback/${bug.id}`).send({ status: 'in_progress' }).expect(200);
      expect((await board(bob, { category, status: 'in_progress' })).items.map((i) => i.id)).toEqual([bug.id]);
      expect((await board(bob, { category, status: 'open' })).items.map((i) => i.type)).toEqual(['general']);
      expect((await board(bob, { category: category.toUpperCase() })).total).toBe(2);
    });

    it('pages newest first, or by votes', async () => {
      const category = freshCategory();
      const made: FeedbackItem[] = [];
      for (let i = 1; i <= 5; i += 1) made.push(await submit(ada, { type: 'feature', content: `Idea number ${i} ${randomBytes(6).toString('hex')}`, category }));
      const pages = [];
      for (let page = 1; page <= 3; page += 1) pages.push(await board(bob, { category, pageSize: 2, page }));
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
      expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(made.map((m) => m.id).reverse());
      expect((await board(bob, { category, pageSize: 2, page: 4 })).items).toEqual([]);

      await bob.agent.post(`/api/feedback/${made[1].id}/upvote`).expect(200);
      await ada.agent.post(`/api/feedback/${made[1].id}/upvote`).expect(200);
      await bob.agent.post(`/api/feedback/${made[3].id}/upvote`).expect(200);
      const byVotes = await board(bob, { category, sort: 'upvotes', pageSize: 3 });
      expect(byVotes.items.map((i) => [i.id, i.upvoteCount, i.upvoted])).toEqual([
        [made[1].id, 2, true],
        [made[3].id, 1, true],
        [made[4].id, 0, false],
      ]);
    });

    it('refuses bad filters with a 400 naming the field', async () => {
      const cases: [Record<string, string>, RegExp][] = [
        [{ sort: 'best' }, /^sort: /],
        [{ page: '0' }, /^page: must be at least 1/],
        [{ pageSize: '51' }, /^pageSize: must be at most 50/],
        [{ type: 'praise' }, /^type: /],
        [{ status: 'done' }, /^status: /],
      ];
      for (const [query, message] of cases) {
        const body = json(await bob.agent.get('/api/feedback').query(query).expect(400)) as unknown as ValidationErrorBody;
        expect(body.message).toMatch(message);
      }
    });

    it('answers 404 for unknown and malformed ids', async () => {
      await bob.agent.get('/api/feedback/7f1c0c1e-0000-4000-8000-000000000000').expect(404);
      await bob.agent.get('/api/feedback/not-an-id').expect(404);
      await bob.agent.post('/api/feedback/not-an-id/upvote').expect(404);
    });

    it('is for signed-in users only', async () => {
      const anonymous = (await import('supertest')).default(server);
      await anonymous.get('/api/feedback').expect(401);
      await anonymous.post('/api/feedback').send({ type: 'bug', content: 'anonymous bug' }).expect(401);
    });
  });

  describe('submitting', () => {
    it('refuses a bad body with a 400 naming the field, storing nothing', async () => {
      const category = freshCategory();
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ type: 'praise', content: 'hi there', category }, /^type: /],
        [{ type: 'bug', rating: 6, category }, /^rating: /],
        [{ type: 'bug', rating: 2.5, category }, /^rating: must be a whole number/],
        [{ type: 'bug', sentiment: 'angry', content: 'x', category }, /^sentiment: /],
        [{ type: 'general', category }, /^content: /],
        [{ type: 'bug', content: 'x'.repeat(5001), category }, /^content: must be at most 5000 characters/],
      ];
      for (const [body, message] of cases) {
        expect((json(await ada.agent.post('/api/feedback').send(body).expect(400)) as unknown as ValidationErrorBody).message).toMatch(message);
      }
      expect((await board(admin, { category })).total).toBe(0);
    });

    it('links a note that reads like an earlier one of the same type', async () => {
      const marker = randomBytes(4).toString('hex');
      const first = await submit(ada, { type: 'bug', content: `Barcode scanner ${marker} does not open on my phone camera` });
      const second = await submit(bob, { type: 'bug', content: `The barcode scanner ${marker} does not open on my phone's camera!` });
      expect(first.similarTo).toBeNull();
      expect(second.similarTo).toBe(first.id);
      const unrelated = await submit(bob, { type: 'bug', content: `Meal plan ${marker} shows the wrong week after midnight` });
      expect(unrelated.similarTo).toBeNull();
      const otherType = await submit(bob, { type: 'feature', content: `Barcode scanner ${marker} does not open on my phone camera` });
      expect(otherType.similarTo).toBeNull();
    });
  });

  describe('upvotes', () => {
    it('toggle once per user', async () => {
      const idea = await submit(ada, { type: 'feature', content: `Dark mode for the planner ${randomBytes(4).toString('hex')}` });
      const up = json(await bob.agent.post(`/api/feedback/${idea.id}/upvote`).expect(200)) as unknown as UpvoteResult;
      expect(up).toEqual({ id: idea.id, upvoted: true, upvoteCount: 1 });
      expect(json(await bob.agent.get(`/api/feedback/${idea.id}`).expect(200))).toMatchObject({ upvoted: true, upvoteCount: 1 });
      expect(json(await ada.agent.get(`/api/feedback/${idea.id}`).expect(200))).toMatchObject({ upvoted: false, upvoteCount: 1 });
      expect(json(await bob.agent.post(`/api/feedback/${idea.id}/upvote`).expect(200))).toEqual({ id: idea.id, upvoted: false, upvoteCount: 0 });
      const [row] = await sql<{ upvote_count: number; upvotes: string[] }>('select upvote_count, upvotes from feedback where id = ?', [idea.id]);
      expect(row).toEqual({ upvote_count: 0, upvotes: [] });
    });

    it('stay exact when twenty people click at once, and when one person clicks twenty-one times at once', async () => {
      const idea = await submit(ada, { type: 'feature', content: `Share recipes by link ${randomBytes(4).toString('hex')}` });
      const voters = [];
      for (let i = 0; i < 20; i += 1) voters.push(await signUp(server));
      const results = await Promise.all(voters.map((v) => v.agent.post(`/api/feedback/${idea.id}/upvote`).expect(200)));
      expect(results.every((r) => (r.body as UpvoteResult).upvoted)).toBe(true);
      expect(new Set(results.map((r) => (r.body as UpvoteResult).upvoteCount)).size).toBe(20);
      const counted = async () => {
        const [row] = await sql<{ upvote_count: number; votes: string | number; mirrored: number }>(
          `select f.upvote_count, (select count(*) from feedback_upvotes v where v.feedback_id = f.id) as votes, cardinality(f.upvotes) as mirrored
             from feedback f where f.id = ?`,
          [idea.id],
        );
        return [row.upvote_count, Number(row.votes), row.mirrored];
      };
      expect(await counted()).toEqual([20, 20, 20]);

      // the same user racing themselves: 21 toggles leave one vote
      const clicks = await Promise.all(Array.from({ length: 21 }, () => bob.agent.post(`/api/feedback/${idea.id}/upvote`).expect(200)));
      expect(clicks.filter((c) => (c.body as UpvoteResult).upvoted)).toHaveLength(11);
      expect(await counted()).toEqual([21, 21, 21]);

      await Promise.all(voters.map((v) => v.agent.post(`/api/feedback/${idea.id}/upvote`).expect(200)));
      expect(await counted()).toEqual([1, 1, 1]);
    });
  });

  describe('admin triage', () => {
    it('is admin only: members get 403 and nothing changes', async () => {
      const bug = await submit(ada, { type: 'bug', content: `Cannot delete a meal ${randomBytes(4).toString('hex')}` });
      const forbidden = { message: 'Only an administrator can do this', code: 'platform.forbidden' };
      await ada.agent.patch(`/api/feedback/${bug.id}`).send({ status: 'completed' }).expect(403, forbidden);
      await ada.agent.post(`/api/feedback/${bug.id}/responses`).send({ message: 'Fixed it myself' }).expect(403, forbidden);
      await ada.agent.get('/api/feedback/analytics').expect(403, forbidden);
      expect(json(await ada.agent.get(`/api/feedback/${bug.id}`).expect(200))).toMatchObject({ status: 'open', resolvedAt: null, responses: [] });
    });

    it('moves the status, stamping resolvedAt when resolved and clearing it when reopened', async () => {
      const bug = await submit(ada, { type: 'bug', content: `Expiry dates show in the wrong timezone ${randomBytes(4).toString('hex')}` });
      const patch = async (body: Record<string, unknown>) => json(await admin.agent.patch(`/api/feedback/${bug.id}`).send(body).expect(200)) as unknown as FeedbackItem;
      const progress = await patch({ status: 'in_progress', priority: 'high', category: 'Dates', tags: ['Timezone', 'dates', 'timezone'], estimatedTurnaround: '1 week' });
      expect(progress).toMatchObject({ status: 'in_progress', priority: 'high', category: 'Dates', tags: ['timezone', 'dates'], estimatedTurnaround: '1 week', resolvedAt: null });
      const done = await patch({ status: 'completed' });
      expect(done.resolvedAt).not.toBeNull();
      expect(Date.now() - Date.parse(done.resolvedAt!)).toBeLessThan(60_000);
      expect((await patch({ status: 'wont_fix' })).resolvedAt).toBe(done.resolvedAt);
      expect((await patch({ status: 'open' })).resolvedAt).toBeNull();
      expect((await patch({ priority: null, tags: [] })).priority).toBeNull();
    });

    it('refuses bad changes with a 400 naming the field, changing nothing', async () => {
      const bug = await submit(ada, { type: 'bug', content: `Scanner light stays on ${randomBytes(4).toString('hex')}` });
      const cases: [unknown, RegExp][] = [
        [{ status: 'done' }, /^status: /],
        [{ priority: 'urgent' }, /^priority: /],
        [{ tags: ['x'.repeat(31)] }, /^tags\.0: must be at most 30 characters/],
        [{ tags: 'one' }, /^tags: /],
        [{ isFlagged: 'yes' }, /^isFlagged: /],
        [{ upvoteCount: 100 }, /upvoteCount/],
        [{}, /Nothing to change/],
      ];
      for (const [body, message] of cases) {
        expect((json(await admin.agent.patch(`/api/feedback/${bug.id}`).send(body as object).expect(400)) as unknown as ValidationErrorBody).message).toMatch(message);
      }
      await admin.agent.post(`/api/feedback/${bug.id}/responses`).send({ message: '   ' }).expect(400);
      expect((json(await admin.agent.post(`/api/feedback/${bug.id}/responses`).send({}).expect(400)) as unknown as ValidationErrorBody).message).toMatch(/^message: /);
      expect(json(await admin.agent.get(`/api/feedback/${bug.id}`).expect(200))).toMatchObject({ status: 'open', priority: null, tags: [], isFlagged: false, responses: [] });
      await admin.agent.patch('/api/feedback/7f1c0c1e-0000-4000-8000-000000000000').send({ status: 'completed' }).expect(404);
      await admin.agent.post('/api/feedback/7f1c0c1e-0000-4000-8000-000000000000/responses').send({ message: 'hi' }).expect(404);
    });

    it('replies appear on the card with the admin first name, oldest first', async () => {
      const idea = await submit(ada, { type: 'feature', content: `Weekly menu email ${randomBytes(4).toString('hex')}` });
      await admin.agent.post(`/api/feedback/${idea.id}/responses`).send({ message: '  Good idea, planned.  ' }).expect(201);
      const card = json(await admin.agent.post(`/api/feedback/${idea.id}/responses`).send({ message: 'Shipping next month.' }).expect(201)) as unknown as FeedbackItem;
      expect(card.responses.map((r) => [r.message, r.authorName])).toEqual([
        ['Good idea, planned.', 'Grace'],
        ['Shipping next month.', 'Grace'],
      ]);
      const seenByAuthor = json(await ada.agent.get(`/api/feedback/${idea.id}`).expect(200)) as unknown as FeedbackItem;
      expect(seenByAuthor.responses).toHaveLength(2);
      expect(JSON.stringify(seenByAuthor)).not.toContain(admin.user.id);
      expect(JSON.stringify(seenByAuthor)).not.toContain('@');
    });

    it('flags hide a card from other members but not from its author; the reason is for admins', async () => {
      const category = freshCategory();
      const spam = await submit(bob, { type: 'general', content: 'Buy cheap watches here', category });
      const flagged = json(await admin.agent.patch(`/api/feedback/${spam.id}`).send({ isFlagged: true, flagReason: 'spam' }).expect(200)) as unknown as FeedbackItem;
      expect(flagged).toMatchObject({ isFlagged: true, flagReason: 'spam' });
      expect((await board(ada, { category })).items).toEqual([]);
      await ada.agent.get(`/api/feedback/${spam.id}`).expect(404);
      expect((await board(bob, { category })).items).toEqual([expect.objectContaining({ id: spam.id, isFlagged: true, flagReason: null })]);
      const cleared = json(await admin.agent.patch(`/api/feedback/${spam.id}`).send({ isFlagged: false }).expect(200)) as unknown as FeedbackItem;
      expect(cleared).toMatchObject({ isFlagged: false, flagReason: null });
      expect((await board(ada, { category })).total).toBe(1);
    });
  });

  describe('analytics', () => {
    it('counts by type, sentiment, status and week, with the average rating, top votes and time to resolve', async () => {
      // seeded in 2001, a window no other test writes to
      const seeds = [
        { content: 'a', type: 'bug', sentiment: 'negative', rating: 1, status: 'completed', created: '2001-03-05T10:00:00Z', resolved: '2001-03-06T10:00:00Z', votes: 4 },
        { content: 'b', type: 'bug', sentiment: null, rating: null, status: 'wont_fix', created: '2001-03-06T10:00:00Z', resolved: '2001-03-06T22:00:00Z', votes: 0 },
        { content: 'c', type: 'feature', sentiment: 'positive', rating: 5, status: 'open', created: '2001-03-07T10:00:00Z', resolved: null, votes: 9 },
        { content: 'd', type: 'recipe', sentiment: 'positive', rating: 4, status: 'in_progress', created: '2001-03-13T09:00:00Z', resolved: null, votes: 1 },
        { content: 'e', type: 'general', sentiment: 'neutral', rating: 3, status: 'completed', created: '2001-03-14T09:00:00Z', resolved: '2001-03-18T09:00:00Z', votes: 0 },
      ];
      const seeded = new Map<string, string>();
      for (const seed of seeds) {
        const [row] = await sql<{ id: string }>(
          `insert into feedback (user_id, type, sentiment, rating, content, status, created_at, resolved_at, upvote_count)
           values (?, ?, ?, ?, ?, ?, ?::timestamptz, ?::timestamptz, ?) returning id`,
          [ada.user.id, seed.type, seed.sentiment, seed.rating, seed.content, seed.status, seed.created, seed.resolved, seed.votes],
        );
        seeded.set(seed.content, row.id);
      }
      // and one just outside the window
      await sql(`insert into feedback (user_id, type, content, created_at) values (?, 'bug', 'outside', '2001-04-01T00:00:00Z')`, [ada.user.id]);

      const res = json(await admin.agent.get('/api/feedback/analytics').query({ from: '2001-03-01', to: '2001-04-01' }).expect(200)) as unknown as FeedbackAnalytics;
      expect(res.total).toBe(5);
      expect(res.byType).toEqual([
        { key: 'chat_response', count: 0 },
        { key: 'recipe', count: 1 },
        { key: 'food_item', count: 0 },
        { key: 'bug', count: 2 },
        { key: 'feature', count: 1 },
        { key: 'general', count: 1 },
      ]);
      expect(res.bySentiment).toEqual([
        { key: 'positive', count: 2 },
        { key: 'negative', count: 1 },
        { key: 'neutral', count: 1 },
        { key: 'none', count: 1 },
      ]);
      expect(res.byStatus).toEqual([
        { key: 'open', count: 1 },
        { key: 'in_progress', count: 1 },
        { key: 'completed', count: 2 },
        { key: 'wont_fix', count: 1 },
      ]);
      // ISO weeks start on Monday: 5 March 2001 and 12 March 2001
      expect(res.byWeek).toEqual([
        { week: '2001-03-05', count: 3 },
        { week: '2001-03-12', count: 2 },
      ]);
      expect(res.averageRating).toBe(3.25);
      expect(res.ratedCount).toBe(4);
      expect(res.topUpvoted.map((t) => [t.content, t.upvoteCount])).toEqual([
        ['c', 9],
        ['a', 4],
        ['d', 1],
      ]);
      expect(res.topUpvoted[0]).toMatchObject({ id: seeded.get('c'), type: 'feature', status: 'open' });
      // 24 h, 12 h and 96 h
      expect(res.timeToResolve).toEqual({ resolvedCount: 3, averageHours: 44, medianHours: 24 });
    });

    it('answers an empty window with zeros and nulls', async () => {
      const res = json(await admin.agent.get('/api/feedback/analytics').query({ from: '1990-01-01', to: '1990-02-01' }).expect(200)) as unknown as FeedbackAnalytics;
      expect(res).toMatchObject({ total: 0, byWeek: [], averageRating: null, ratedCount: 0, topUpvoted: [], timeToResolve: { resolvedCount: 0, averageHours: null, medianHours: null } });
    });

    it('refuses a bad window with a 400 naming the field', async () => {
      expect((json(await admin.agent.get('/api/feedback/analytics').query({ from: 'yesterday' }).expect(400)) as unknown as ValidationErrorBody).message).toMatch(/^from: /);
      expect((json(await admin.agent.get('/api/feedback/analytics').query({ from: '2001-02-01', to: '2001-01-01' }).expect(400)) as unknown as ValidationErrorBody).message).toMatch(/^to: must be after from/);
    });
  });
});
