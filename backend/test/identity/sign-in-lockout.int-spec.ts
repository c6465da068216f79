import request from 'supertest';
import type { App } from 'supertest/types.js';
import { json, type SignedInUser, signUp, uniqueEmail } from '../support/auth.js';
import { captureLog } from '../support/log-capture.js';
import { eventually } from '../support/socket-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 32: wrong passwords lock an account's sign-in per (account, client address), with a
 * ceiling per address across accounts, so a stranger elsewhere cannot lock the owner out.
 * RATE_LIMIT_PASSWORD_CHECK is lowered to 3 per 15 minutes here (the ceiling is 3 accounts' worth: 9).
 */
describe('sign-in lockout per account and address', () => {
  let testApp: TestApp;
  let server: App;
  const log = captureLog();
  const lockedMessage = /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/;

  let lastAddress = 0;
  /** A fresh client address per test: 198.18.0.0/15 is set aside for tests (RFC 2544). */
  const freshAddress = () => `198.18.200.${(lastAddress += 1)}`;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '1', RATE_LIMIT_PASSWORD_CHECK: '3/15m' }, override: log.override });
    server = testApp.app.getHttpServer();
  });
  afterAll(() => testApp.close());

  const logIn = (email: string, password: string, from: string) =>
    request(server).post('/api/auth/email/login').set('X-Forwarded-For', from).send({ email, password });
  const wrong = async (user: { email: string }, from: string, times: number) => {
    for (let i = 0; i < times; i++) await logIn(user.email, `wrong ${i}`, from).expect(401);
  };
  const expectLocked = (res: request.Response) => {
    expect({ status: res.status, message: json(res).message, code: json(res).code }).toEqual({ status: 429, message: expect.stringMatching(lockedMessage) as unknown, code: 'platform.rate-limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
  };

  it("locks the stranger's address out of the account, never the owner's", async () => {
    const owner = await signUp(server);
    const stranger = freshAddress();
    await wrong(owner, stranger, 3);
    // from the stranger's address every attempt now waits, the right password too
    expectLocked(await logIn(owner.email, owner.password, stranger));
    expectLocked(await logIn(owner.email, 'another guess', stranger));
    // the owner, elsewhere, signs in
    await logIn(owner.email, owner.password, freshAddress()).expect(200);
  });

  it('locks one account per address: the same address still signs in to another account', async () => {
    const [first, second] = [await signUp(server), await signUp(server)];
    const shared = freshAddress();
    await wrong(first, shared, 3);
    expectLocked(await logIn(first.email, first.password, shared));
    await logIn(second.email, second.password, shared).expect(200);
  });

  it('caps the wrong passwords of one address across accounts, unknown ones included', async () => {
    const accounts: SignedInUser[] = [await signUp(server), await signUp(server)];
    const sprayer = freshAddress();
    await wrong(accounts[0], sprayer, 3);
    await wrong(accounts[1], sprayer, 3);
    await wrong({ email: uniqueEmail('nobody') }, sprayer, 2);
    await wrong({ email: uniqueEmail('nobody') }, sprayer, 1);
    // 9 wrong passwords: the address is done, for any account, until the window ends
    const fresh = await signUp(server);
    expectLocked(await logIn(fresh.email, fresh.password, sprayer));
    expectLocked(await logIn(uniqueEmail('nobody'), 'guess', sprayer));
    await logIn(fresh.email, fresh.password, freshAddress()).expect(200);
  });

  it("forgets an address's wrong passwords for an account once the right one is given", async () => {
    const cook = await signUp(server);
    const from = freshAddress();
    await wrong(cook, from, 2);
    await logIn(cook.email, cook.password, from).expect(200);
    // the earlier two no longer count: three more wrong ones before the lock
    await wrong(cook, from, 3);
    expectLocked(await logIn(cook.email, cook.password, from));
  });

  it('lets no more than the limit of a burst of parallel wrong passwords be checked', async () => {
    const target = await signUp(server);
    const from = freshAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => logIn(target.email, `burst ${i}`, from)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    // the owner elsewhere is not affected
    await logIn(target.email, target.password, freshAddress()).expect(200);
  });

  it('counts IPv6 clients by their /64, so rotating addresses in it gains nothing', async () => {
    const owner = await signUp(server);
    for (const host of ['1', 'a:b', 'ffff:0:1']) await logIn(owner.email, 'wrong', `2001:db8:32:7::${host}`).expect(401);
    expectLocked(await logIn(owner.email, owner.password, '2001:db8:32:7:1234:5678:9abc:def0'));
    // the next /64 is another client
    await logIn(owner.email, owner.password, '2001:db8:32:8::1').expect(200);
  });

  it('logs the lock like every 429, with the route and the client', async () => {
    const owner = await signUp(server);
    const stranger = freshAddress();
    await wrong(owner, stranger, 3);
    const locked = await logIn(owner.email, owner.password, stranger);
    expectLocked(locked);
    const reqId = String(locked.headers['x-request-id']);
    await eventually(() =>
      expect(log.lines.find((line) => line.req?.id === reqId)).toMatchObject({
        level: 40,
        res: { statusCode: 429 },
        limited: { route: 'POST /api/auth/email/login', client: stranger },
      }),
    );
    // the log line names the client, never the password or the account's address
    expect(JSON.stringify(log.lines.find((line) => line.req?.id === reqId))).not.toMatch(new RegExp(`${owner.password}|${owner.email}`));
  });
});
