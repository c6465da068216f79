import type { App } from 'supertest/types.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 32: wrong invite codes count per user and, across users, per client address
 * (RATE_LIMIT_INVITE_CODE lowered here to 3 per 15 minutes; an address gets 3 users' worth, 9), so a
 * guesser cannot get a fresh budget from a fresh account.
 */
describe('invite-code guesses limited per address too', () => {
  let testApp: TestApp;
  let server: App;
  let code: string;
  let wrongCode: string;

  let lastAddress = 0;
  /** A fresh client address per test: 198.18.0.0/15 is set aside for tests (RFC 2544). */
  const freshAddress = () => `198.18.201.${(lastAddress += 1)}`;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_INVITE_CODE: '3/15m' } });
    server = testApp.app.getHttpServer();
    const owner = await signUp(server);
    code = json(await owner.agent.post('/api/household/invite').expect(201)).inviteCode as string;
    wrongCode = code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
  });
  afterAll(() => testApp.close());

  const join = (user: SignedInUser, from: string, joinCode: string) => user.agent.post('/api/household/join').set('X-Forwarded-For', from).send({ code: joinCode });
  const expectThrottled = (res: { status: number; body: unknown; headers: Record<string, string> }) => {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'platform.rate-limited', message: expect.stringMatching(/^Too many wrong invite codes\. Try again in \d+ (seconds|minutes)\.$/) as unknown });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
  };

  it('caps the wrong codes of one address across its accounts, the right code included', async () => {
    const shared = freshAddress();
    for (let user = 0; user < 3; user++) {
      const guesser = await signUp(server);
      for (let i = 0; i < 3; i++) await join(guesser, shared, wrongCode).expect(404);
    }
    // 9 wrong codes from the address: a fourth account gets nothing more there
    const fourth = await signUp(server);
    expectThrottled(await join(fourth, shared, wrongCode));
    expectThrottled(await join(fourth, shared, code));
    // the same account elsewhere, and anyone elsewhere, still join
    await join(fourth, freshAddress(), code).expect(200);
    await join(await signUp(server), freshAddress(), code).expect(200);
  });

  it('still counts per user, whichever addresses they guess from', async () => {
    const roamer = await signUp(server);
    for (let i = 0; i < 3; i++) await join(roamer, freshAddress(), wrongCode).expect(404);
    expectThrottled(await join(roamer, freshAddress(), code));
  });

  it('lets no more than the limits of a burst of parallel guesses be checked', async () => {
    const guesser = await signUp(server);
    const answers = await Promise.all(Array.from({ length: 8 }, () => join(guesser, freshAddress(), wrongCode)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([404, 404, 404, 429, 429, 429, 429, 429]);
    // four accounts at once from one address (3 each, all within their own limit): exactly its 9
    const from = freshAddress();
    const accounts = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
    const burst = await Promise.all(accounts.flatMap((account) => Array.from({ length: 3 }, () => join(account, from, wrongCode))));
    const checked = burst.filter((answer) => answer.status === 404).length;
    expect(checked).toBe(9);
    expect(burst.filter((answer) => answer.status !== 404).every((answer) => answer.status === 429)).toBe(true);
    expectThrottled(await join(accounts[0], from, code));
  });

  it('does not count a right code against the user or the address', async () => {
    const from = freshAddress();
    const joiner = await signUp(server);
    await join(joiner, from, wrongCode).expect(404);
    await join(joiner, from, wrongCode).expect(404);
    await join(joiner, from, code).expect(200);
    // 2 of the joiner's 3 are used: one more wrong code is still answered
    await join(joiner, from, wrongCode).expect(404);
    expectThrottled(await join(joiner, from, wrongCode));
  });
});
