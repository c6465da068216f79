import { SqlEntityManager } from '@mikro-orm/sql';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { messages, uploadMessages } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { signUpHousemate } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { idOf, tinyPng, uploadUrl } from '../uploads/upload-file.js';

/**
 * Issue 15 item 6: every guessable secret is throttled, and uploads have budgets per user and per
 * household. The limits are lowered here so the tests stay quick; with REDIS_URL set they are
 * counted in Redis like on a cluster.
 */
describe('throttles on guessable secrets and upload volume', () => {
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    testApp = await startTestApp({
      env: {
        RATE_LIMIT_PASSWORD_CHECK: '5/15m',
        RATE_LIMIT_INVITE_CODE: '5/15m',
        RATE_LIMIT_UPLOADS: '6/1h',
        RATE_LIMIT_HOUSEHOLD_UPLOADS: '9/1h',
        RATE_LIMIT_FEEDBACK: '3/1h',
        UPLOAD_MB_PER_HOUR: '3',
        UPLOAD_QUOTA_MB: '2',
      },
    });
    server = testApp.app.getHttpServer();
  });
  afterAll(() => testApp.close());

  /** A 429 in the shared error shape, with a Retry-After in seconds. */
  const expectThrottled = (res: request.Response, message: RegExp) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatchObject({ code: 'platform.rate-limited', message: expect.stringMatching(message) as unknown });
  };

  it('locks the password check of DELETE /api/account after 5 wrong passwords, even for the right one', async () => {
    const cook = await signUp(server);
    for (let i = 0; i < 5; i++) {
      const res = await cook.agent.delete('/api/account').send({ password: `wrong ${i}` }).expect(403);
      expect(res.body).toMatchObject({ message: messages.wrongPassword });
    }
    expectThrottled(await cook.agent.delete('/api/account').send({ password: 'wrong again' }), /^Too many wrong passwords\. Try again in \d+ minutes\.$/);
    expectThrottled(await cook.agent.delete('/api/account').send({ password: cook.password }), /^Too many wrong passwords/);
    // the account is still there
    await cook.agent.get('/api/auth/user').expect(200);
    // another user is not affected
    const other = await signUp(server);
    await other.agent.delete('/api/account').send({ password: other.password }).expect(204);
  });

  it('counts a parallel burst of wrong passwords before checking them: no more than 5 are checked', async () => {
    const cook = await signUp(server);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => cook.agent.delete('/api/account').send({ password: `burst ${i}` })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('locks joining by invite code after 5 wrong codes, even with the right code', async () => {
    const owner = await signUp(server);
    const code = json(await owner.agent.post('/api/household/invite').expect(201)).inviteCode as string;
    const guesser = await signUp(server);
    const wrong = code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
    for (let i = 0; i < 5; i++) {
      await guesser.agent.post('/api/household/join').send({ code: wrong }).expect(404);
    }
    expectThrottled(await guesser.agent.post('/api/household/join').send({ code: wrong }), /^Too many wrong invite codes\./);
    expectThrottled(await guesser.agent.post('/api/household/join').send({ code }), /^Too many wrong invite codes\./);
    expect(json(await guesser.agent.get('/api/household').expect(200)).id).not.toBe(owner.user.householdId);
    // a member who did not guess joins with the right code
    const friend = await signUp(server);
    expect(json(await friend.agent.post('/api/household/join').send({ code }).expect(200)).id).toBe(owner.user.householdId);
  });

  it('limits upload URLs per user and per household', async () => {
    const cook = await signUp(server);
    const housemate = await signUpHousemate(server, cook);
    const reserve = (user: SignedInUser) => user.agent.post('/api/objects/upload').set('Content-Type', 'application/json');

    for (let i = 0; i < 6; i++) await reserve(cook).expect(200);
    expectThrottled(await reserve(cook), /^Too many uploads\./);
    // the household has 3 left of its 9 (the refused one was not counted for it)
    for (let i = 0; i < 3; i++) await reserve(housemate).expect(200);
    expectThrottled(await reserve(housemate), /^Too many uploads in this household\./);
    // another household is not affected
    await reserve(await signUp(server)).expect(200);
  });

  it('limits the bytes uploaded per hour (429) and the bytes a household keeps (413)', async () => {
    const put = (url: string, bytes: Buffer) => request(server).put(url).set('Content-Type', 'image/png').send(bytes);
    const png = (megabytes: number) => Buffer.concat([tinyPng, Buffer.alloc(megabytes * 1024 * 1024 - tinyPng.length)]);

    // quota: 2 MB stored per household
    const saver = await signUp(server);
    await put(await uploadUrl(saver), png(1)).expect(200);
    const full = await put(await uploadUrl(saver), Buffer.concat([png(1), Buffer.alloc(1)])).expect(413);
    expect(full.body).toMatchObject({ message: uploadMessages.quotaExceeded });
    await put(await uploadUrl(saver), png(1)).expect(200);
    // full: no more URLs either
    expect((await saver.agent.post('/api/objects/upload').set('Content-Type', 'application/json').expect(413)).body).toMatchObject({
      message: uploadMessages.quotaExceeded,
    });

    // volume: 3 MB per hour per user, whatever is deleted in between
    const sender = await signUp(server);
    const first = await uploadUrl(sender);
    await put(first, png(1)).expect(200);
    // the bytes leave the household (as deleting its chats would), the hour's volume stays
    await testApp.app.get(SqlEntityManager).fork().getConnection().execute('delete from uploaded_objects where id = ?', [idOf(first)]);
    await put(await uploadUrl(sender), png(1)).expect(200);
    await testApp.app.get(SqlEntityManager).fork().getConnection().execute('delete from uploaded_objects where uploader_id = ?', [sender.user.id]);
    const url = await uploadUrl(sender);
    expectThrottled(await put(url, Buffer.concat([png(1), Buffer.alloc(10)])), /^Too much uploaded this hour\./);
    // a refused PUT stored nothing and leaves its URL usable for a file within the budget
    await put(url, png(1).subarray(0, 1024 * 1024 - 10)).expect(200);
  });

  it('limits feedback posts per user per hour', async () => {
    const writer = await signUp(server);
    for (let i = 0; i < 3; i++) await writer.agent.post('/api/feedback').send({ type: 'feature', content: `idea ${i}` }).expect(201);
    expectThrottled(await writer.agent.post('/api/feedback').send({ type: 'feature', content: 'one more' }), /^Too much feedback at once\./);
    await (await signUp(server)).agent.post('/api/feedback').send({ type: 'feature', content: 'mine' }).expect(201);
  });
});
