import request from 'supertest';
import type { App } from 'supertest/types.js';
import { SqlEntityManager } from '@mikro-orm/sql';
import { passwordResetMessages } from '@sous/contracts';
import { json, signUp, type SignedInUser, uniqueEmail } from '../support/auth.js';
import { addApiToken } from '../support/factories.js';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { connectSocket, eventually } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp } from '../support/test-app.js';

const invalidLink = `token: ${passwordResetMessages.invalidLink}`;
// every suite runs from 127.0.0.1 and, with Redis, shares one count: only the limit tests lower it
const generousLimits = { RATE_LIMIT_PASSWORD_RESET: '100000/1h' };

/** The secret of a link `<APP_URL>/reset-password#token=<secret>`. */
function tokenOf(url: string): string {
  const match = /\/reset-password#token=([A-Za-z0-9_-]{43})$/.exec(url);
  if (!match) throw new Error(`Not a reset link: ${url}`);
  return match[1];
}

const logIn = (server: App, email: string, password: string) => request(server).post('/api/auth/email/login').send({ email, password });

describe('password reset by an admin (no mail server)', () => {
  const adminEmail = uniqueEmail('admin');
  let testApp: ListeningTestApp;
  let server: App;
  let admin: SignedInUser;

  const em = () => testApp.app.get(SqlEntityManager).fork();
  const issue = (email: string) => admin.agent.post('/api/admin/password-resets').send({ email });
  const linkFor = async (email: string) => json(await issue(email).expect(201)) as { email: string; url: string; expiresAt: string };
  const reset = (token: string, password: string) => request(server).post('/api/auth/email/password-reset').send({ token, password });

  beforeAll(async () => {
    testApp = await listeningTestApp({ env: { ADMIN_EMAILS: adminEmail, ...generousLimits } });
    server = testApp.server;
    admin = await signUp(server, { email: adminEmail });
    expect(admin.user.role).toBe('admin');
  });
  afterAll(() => testApp.close());

  it('says email is not set up, and answers a request for a link with 503 naming the admin', async () => {
    expect((await request(server).get('/api/auth/email/password-reset-options').expect(200)).body).toEqual({ byEmail: false });
    const res = await request(server).post('/api/auth/email/password-reset-request').send({ email: admin.email }).expect(503);
    expect(res.body).toEqual({ message: passwordResetMessages.emailOff, code: 'identity.password-reset-email-off' });
  });

  it('gives an admin a one-day link for an address, in any case, and keeps only its hash', async () => {
    const cook = await signUp(server);
    const before = Date.now();
    const link = json(await issue(`  ${cook.email.toUpperCase()} `).expect(201));
    expect(link.email).toBe(cook.email);
    const token = tokenOf(String(link.url));
    expect(String(link.url)).toMatch(/^http:\/\/localhost:\d+\/reset-password#token=/);
    const lifetime = new Date(String(link.expiresAt)).getTime() - before;
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThan(24 * 3600_000 + 60_000);

    const rows = await em().execute<{ token_hash: string; via: string; issued_by: string }[]>(
      'select token_hash, via, issued_by from password_reset_tokens where user_id = ?',
      [cook.user.id],
    );
    expect(rows.map(({ via, issued_by }) => ({ via, issued_by }))).toEqual([{ via: 'admin', issued_by: admin.user.id }]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 404 for an address no account uses and 400 naming a bad one', async () => {
    const missing = await issue(uniqueEmail('nobody')).expect(404);
    expect(missing.body).toEqual({ message: passwordResetMessages.noAccount, code: 'identity.password-reset-no-account' });
    expect(json(await issue('not-an-email').expect(400)).message).toMatch(/^email: /);
  });

  it('refuses members (403), the signed-out (401) and an admin API token (403)', async () => {
    const member = await signUp(server);
    expect(member.user.role).toBe('member');
    const refused = await member.agent.post('/api/admin/password-resets').send({ email: admin.email }).expect(403);
    expect(json(refused).code).toBe('platform.forbidden');
    await request(server).post('/api/admin/password-resets').send({ email: admin.email }).expect(401);

    const { token } = await addApiToken(admin, { name: 'Script', scope: 'read-write' });
    await request(server).post('/api/admin/password-resets').set('Authorization', `Bearer ${token}`).send({ email: member.email }).expect(403);
    expect(await em().execute('select id from password_reset_tokens where user_id = ?', [member.user.id])).toEqual([]);
  });

  it('sets the new password, ends every session and socket of the account, and is used up', async () => {
    const cook = await signUp(server);
    const phone = request.agent(server);
    await phone.post('/api/auth/email/login').send({ email: cook.email, password: cook.password }).expect(200);
    const socket = await connectSocket(testApp.baseUrl, undefined, cook.cookie);
    const other = await signUp(server);

    const { url } = await linkFor(cook.email);
    const done = await reset(tokenOf(url), 'a brand new password').expect(200);
    expect(done.body).toEqual({ email: cook.email });

    for (const device of [cook.agent, phone]) {
      expect((await device.get('/api/auth/user').expect(401)).body).toEqual({ error: 'session_expired', requiresReauth: true });
    }
    await eventually(() => expect(socket.connected).toBe(false));
    socket.close();
    expect(await em().execute(`select sid from sessions where sess->>'userId' = ?`, [cook.user.id])).toEqual([]);
    // nobody else is signed out
    await other.agent.get('/api/auth/user').expect(200);

    await logIn(server, cook.email, cook.password).expect(401);
    await logIn(server, cook.email, 'a brand new password').expect(200);

    const again = await reset(tokenOf(url), 'yet another password').expect(400);
    expect(again.body).toEqual({ message: invalidLink, issues: [{ path: ['token'], message: passwordResetMessages.invalidLink, code: 'custom' }] });
    await logIn(server, cook.email, 'a brand new password').expect(200);
  });

  it('ends the session of the browser that completes it when it is the same account', async () => {
    const cook = await signUp(server);
    const { url } = await linkFor(cook.email);
    const res = await cook.agent.post('/api/auth/email/password-reset').send({ token: tokenOf(url), password: 'from the same browser' }).expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/sous\.sid=;/);
    await request(server).get('/api/auth/user').set('Cookie', cook.cookie).expect(401);
    expect(await em().execute(`select sid from sessions where sess->>'userId' = ?`, [cook.user.id])).toEqual([]);
  });

  it('refuses an expired link, an unknown one and an older one once a newer exists, naming token', async () => {
    const cook = await signUp(server);
    const expired = await linkFor(cook.email);
    await em().execute("update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ?", [cook.user.id]);
    expect(json(await reset(tokenOf(expired.url), 'long enough!').expect(400)).message).toBe(invalidLink);

    expect(json(await reset('A'.repeat(43), 'long enough!').expect(400)).message).toBe(invalidLink);
    expect(json(await reset('not even the shape of one', 'long enough!').expect(400)).message).toBe(invalidLink);

    const older = await linkFor(cook.email);
    const newer = await linkFor(cook.email);
    expect(json(await reset(tokenOf(older.url), 'long enough!').expect(400)).message).toBe(invalidLink);
    await reset(tokenOf(newer.url), 'long enough!').expect(200);
    await logIn(server, cook.email, cook.password).expect(401);
  });

  it("applies sign-up's password rules and keeps the link when the body is refused", async () => {
    const cook = await signUp(server);
    const { url } = await linkFor(cook.email);
    const token = tokenOf(url);
    expect(json(await reset(token, 'short').expect(400)).message).toBe('password: must be at least 8 characters');
    expect(json(await reset(token, 'x'.repeat(201)).expect(400)).message).toBe('password: must be at most 200 characters');
    expect(json(await request(server).post('/api/auth/email/password-reset').send({ password: 'long enough' }).expect(400)).message).toBe('token: Required');
    expect(json(await request(server).post('/api/auth/email/password-reset').send({ token }).expect(400)).message).toBe('password: Required');
    await logIn(server, cook.email, cook.password).expect(200);
    await reset(token, 'long enough now').expect(200);
  });

  it('lifts a sign-in lockout of the address', async () => {
    const cook = await signUp(server);
    for (let i = 0; i < 10; i += 1) await logIn(server, cook.email, `wrong ${i}`).expect(401);
    await logIn(server, cook.email, cook.password).expect(429);
    const { url } = await linkFor(cook.email);
    await reset(tokenOf(url), 'unlocked password').expect(200);
    await logIn(server, cook.email, 'unlocked password').expect(200);
  });

  it('gives an account that signed up with a provider an email sign-in', async () => {
    const cook = await signUp(server);
    await em().execute("update identities set provider = 'github', subject = ?, password_hash = null where user_id = ?", [`gh-${cook.user.id}`, cook.user.id]);
    await logIn(server, cook.email, cook.password).expect(401);
    const { url } = await linkFor(cook.email);
    await reset(tokenOf(url), 'my first password').expect(200);
    const res = await logIn(server, cook.email, 'my first password').expect(200);
    expect(json(res).id).toBe(cook.user.id);
    const identities = await em().execute<{ provider: string }[]>('select provider from identities where user_id = ? order by provider', [cook.user.id]);
    expect(identities.map((row) => row.provider)).toEqual(['email', 'github']);
  });
});

describe('password reset by email', () => {
  let smtp: SmtpTestServer;
  let testApp: ListeningTestApp;
  let server: App;

  const requestLink = (email: string) => request(server).post('/api/auth/email/password-reset-request').send({ email });
  const mailTo = (email: string) => smtp.waitForMail((mail) => mail.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    testApp = await listeningTestApp({ env: { SMTP_URL: smtp.url, SMTP_FROM: 'Sous <sous@example.test>', ...generousLimits } });
    server = testApp.server;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('says a link can be asked for by email', async () => {
    expect((await request(server).get('/api/auth/email/password-reset-options').expect(200)).body).toEqual({ byEmail: true });
  });

  it('answers the same 202 for an unknown address and mails a one-hour link to a known one, which works', async () => {
    const cook = await signUp(server, { firstName: 'Ada' });
    const unknown = uniqueEmail('nobody');
    const first = await requestLink(unknown).expect(202);
    const second = await requestLink(cook.email.toUpperCase()).expect(202);
    expect(first.body).toEqual({ message: passwordResetMessages.requested });
    expect(second.body).toEqual(first.body);

    const mail = await mailTo(cook.email);
    expect(mail.from).toBe('sous@example.test');
    expect(mail.header('from')).toBe('Sous <sous@example.test>');
    expect(mail.header('to')).toBe(cook.email);
    expect(mail.header('subject')).toBe('Reset your Sous password');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('within 60 minutes');
    const url = /^http\S+\/reset-password#token=\S+$/m.exec(mail.text)?.[0];
    expect(url).toBeDefined();
    const [row] = await testApp.app
      .get(SqlEntityManager)
      .fork()
      .execute<{ via: string; minutes: string | number }[]>(
        "select via, round(extract(epoch from expires_at - created_at) / 60) as minutes from password_reset_tokens where user_id = ?",
        [cook.user.id],
      );
    expect(row.via).toBe('email');
    expect(Number(row.minutes)).toBe(60);

    // following the link: the token, then the new password
    await request(server).post('/api/auth/email/password-reset').send({ token: tokenOf(url!), password: 'mailed and reset' }).expect(200);
    await logIn(server, cook.email, 'mailed and reset').expect(200);
    // nothing went to the address no account uses
    expect(smtp.received.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('mails one account at most 3 links an hour, answering every request the same', async () => {
    const cook = await signUp(server);
    for (let i = 0; i < 5; i += 1) expect((await requestLink(cook.email).expect(202)).body).toEqual({ message: passwordResetMessages.requested });
    const rows = await testApp.app.get(SqlEntityManager).fork().execute('select id from password_reset_tokens where user_id = ?', [cook.user.id]);
    expect(rows).toHaveLength(3);
    await eventually(() => expect(smtp.received.filter((m) => m.to.includes(cook.email))).toHaveLength(3), 10_000);
  });

  it('names a bad address', async () => {
    expect(json(await requestLink('not-an-email').expect(400)).message).toBe('email: must be a valid email address');
  });
});

describe('password reset limits', () => {
  const adminEmail = uniqueEmail('limits-admin');
  let smtp: SmtpTestServer;
  let testApp: ListeningTestApp;
  let server: App;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    testApp = await listeningTestApp({ env: { SMTP_URL: smtp.url, SMTP_FROM: 'sous@example.test', RATE_LIMIT_PASSWORD_RESET: '3/15m', ADMIN_EMAILS: adminEmail } });
    server = testApp.server;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('answers 429 to an address past its requests, known accounts or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await request(server).post('/api/auth/email/password-reset-request').send({ email: uniqueEmail() })).status);
    expect(statuses).toContain(429);
    const refused = await request(server).post('/api/auth/email/password-reset-request').send({ email: uniqueEmail() }).expect(429);
    expect(json(refused).message).toMatch(/^Too many password reset requests\. Try again in \d+ (seconds|minutes)\.$/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('refuses every link, a valid one too, after too many invalid ones from an address', async () => {
    const admin = await signUp(server, { email: adminEmail });
    const cook = await signUp(server);
    const link = json(await admin.agent.post('/api/admin/password-resets').send({ email: cook.email }).expect(201));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await request(server).post('/api/auth/email/password-reset').send({ token: 'B'.repeat(43), password: 'long enough' })).status);
    expect(statuses).toContain(429);
    const refused = await request(server).post('/api/auth/email/password-reset').send({ token: tokenOf(String(link.url)), password: 'long enough' }).expect(429);
    expect(json(refused).message).toMatch(/^Too many invalid reset links\. Try again in /);
  });
});
