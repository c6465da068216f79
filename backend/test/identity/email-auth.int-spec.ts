import request from 'supertest';
import { SqlEntityManager } from '@mikro-orm/sql';
import { json, signUp, uniqueEmail } from '../support/auth.js';
import { connectSocket } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

describe('email sign-in, sessions and the guard', () => {
  const suite = liveSuite();

  it('signs up with a session cookie, a household and no secret in the answer', async () => {
    const email = uniqueEmail();
    const res = await request(suite.server)
      .post('/api/auth/email/signup')
      .send({ email: `  ${email.toUpperCase()} `, password: 'long enough', firstName: 'Ada', lastName: 'Lovelace' })
      .expect(201);
    expect(res.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', hasCompletedOnboarding: false });
    expect(json(res).householdId).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/sous\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const em = suite.testApp.app.get(SqlEntityManager).fork();
    const [household] = await em.execute<{ name: string }[]>('select name from households where id = ?', [json(res).householdId]);
    expect(household.name).toBe("Ada's kitchen");
  });

  it('refuses a second account with the same address, in any case', async () => {
    const { email } = await signUp(suite.server);
    const res = await request(suite.server).post('/api/auth/email/signup').send({ email: email.toUpperCase(), password: 'another one' }).expect(409);
    expect(json(res).message).toBe('An account with this email already exists');
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough' }, /^email: /],
    [{ email: uniqueEmail(), password: 'short' }, /^password: must be at least 8 characters$/],
    [{ email: uniqueEmail() }, /^password: /],
    [{ email: uniqueEmail(), password: 'long enough', firstName: 42 }, /^firstName: /],
  ])('answers 400 naming the field for %j and stores nothing', async (body, message) => {
    const res = await request(suite.server).post('/api/auth/email/signup').send(body).expect(400);
    expect(json(res).message).toMatch(message);
    expect(res.headers['set-cookie']).toBeUndefined();
    if (typeof body.email === 'string') {
      const em = suite.testApp.app.get(SqlEntityManager).fork();
      expect(await em.execute('select id from users where email = ?', [body.email])).toEqual([]);
    }
  });

  it('logs in, and refuses a wrong password or an unknown address with one message', async () => {
    const { email, password, user } = await signUp(suite.server);
    const agent = request.agent(suite.server);
    const ok = await agent.post('/api/auth/email/login').send({ email, password }).expect(200);
    expect(json(ok).id).toBe(user.id);
    await agent.get('/api/auth/user').expect(200);

    for (const attempt of [{ email, password: 'wrong password' }, { email: uniqueEmail(), password }]) {
      const res = await request(suite.server).post('/api/auth/email/login').send(attempt).expect(401);
      expect(json(res).message).toBe('Invalid email or password');
    }
  });

  it('locks an address after 10 failed passwords, even for the right one, and leaves others alone', async () => {
    const { email, password } = await signUp(suite.server);
    for (let i = 0; i < 10; i += 1) await request(suite.server).post('/api/auth/email/login').send({ email, password: `wrong ${i}` }).expect(401);
    const locked = await request(suite.server).post('/api/auth/email/login').send({ email, password }).expect(429);
    expect(json(locked).message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    const other = await signUp(suite.server);
    await request(suite.server).post('/api/auth/email/login').send({ email: other.email, password: other.password }).expect(200);
  });

  it('answers the signed-in user, and 401 Unauthorized when signed out', async () => {
    const { agent, user } = await signUp(suite.server, { firstName: 'Grace' });
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ id: user.id, firstName: 'Grace', hasCompletedOnboarding: false });
    expect(['admin', 'member']).toContain(json(me).role);
    const anonymous = await request(suite.server).get('/api/auth/user').expect(401);
    expect(json(anonymous).message).toBe('Unauthorized');
    expect(json(anonymous).requiresReauth).toBeUndefined();
  });

  it('rotates the session id on sign-in', async () => {
    const { email, password, cookie } = await signUp(suite.server);
    const res = await request(suite.server).post('/api/auth/email/login').set('Cookie', cookie).send({ email, password }).expect(200);
    const rotated = String(res.headers['set-cookie']).split(';')[0];
    expect(rotated).toMatch(/^sous\.sid=/);
    expect(rotated).not.toBe(cookie);
    // the old session is gone
    await request(suite.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('logs out: the session ends, the cookie is cleared and the browser goes to /', async () => {
    const { agent, cookie } = await signUp(suite.server);
    const res = await agent.get('/api/logout').expect(302);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/sous\.sid=;/);
    await request(suite.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('answers an expired session with session_expired and requiresReauth, then forgets the cookie', async () => {
    const { cookie, user } = await signUp(suite.server);
    const em = suite.testApp.app.get(SqlEntityManager).fork();
    await em.execute("update sessions set expire = now() - interval '1 minute' where sess->>'userId' = ?", [user.id]);
    const res = await request(suite.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    expect(res.body).toEqual({ error: 'session_expired', requiresReauth: true });
    expect(String(res.headers['set-cookie'])).toMatch(/sous\.sid=;/);
  });

  it('redirects the Email provider to the email page and an unconfigured one to the landing with an error', async () => {
    expect((await request(suite.server).get('/api/login?provider=email').expect(302)).headers.location).toBe('/?auth=email');
    expect((await request(suite.server).get('/api/login?provider=github').expect(302)).headers.location).toBe(
      '/?authError=provider_not_configured&provider=github',
    );
  });

  it('lists the five providers with only Email enabled when nothing is configured', async () => {
    const res = await request(suite.server).get('/api/auth/providers').expect(200);
    expect(res.body).toEqual([
      { id: 'google', name: 'Google', enabled: false },
      { id: 'github', name: 'GitHub', enabled: false },
      { id: 'x', name: 'X', enabled: false },
      { id: 'apple', name: 'Apple', enabled: false },
      { id: 'email', name: 'Email', enabled: true },
    ]);
  });

  it('refuses a cross-site write but accepts same-origin and non-browser ones', async () => {
    const { email, password } = await signUp(suite.server);
    const cross = await request(suite.server).post('/api/auth/email/login').set('Origin', 'https://evil.example').send({ email, password }).expect(403);
    expect(json(cross).message).toBe('Cross-site request refused');
    await request(suite.server).post('/api/auth/email/login').set('Origin', suite.baseUrl).set('Host', new URL(suite.baseUrl).host).send({ email, password }).expect(200);
  });

  it('admits a socket with a session cookie and refuses one without', async () => {
    const { cookie } = await signUp(suite.server);
    const socket = await connectSocket(suite.baseUrl, undefined, cookie);
    expect(socket.connected).toBe(true);
    socket.close();
    await expect(connectSocket(suite.baseUrl)).rejects.toThrow('Unauthorized');
    await expect(connectSocket(suite.baseUrl, undefined, 'sous.sid=s%3Aforged.signature')).rejects.toThrow('Unauthorized');
  });
});
