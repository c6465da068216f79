import request from 'supertest';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type ApiToken, apiTokenMessages, type CreateApiTokenBody, maxApiTokensPerUser, messages } from '@sous/contracts';
import { json, signUp, type SignedInUser } from '../support/auth.js';
import { addApiToken, addStorageLocation, joinHousehold } from '../support/factories.js';
import { connectSocket, eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

describe('personal access tokens', () => {
  const suite = liveSuite();

  const db = () => suite.testApp.app.get(SqlEntityManager).fork();
  const tokenRows = (userId: string) =>
    db().execute<{ id: string; token_hash: string; prefix: string; last_used_at: Date | null }[]>(
      'select id, token_hash, prefix, last_used_at from api_tokens where user_id = ? order by created_at',
      [userId],
    );
  const create = (user: SignedInUser, body: CreateApiTokenBody = { name: 'Script', scope: 'read-write' }) => addApiToken(user, body);
  /** A client with no cookie jar: only the token speaks. */
  const bearer = (token: string) => ({
    get: (path: string) => request(suite.server).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => request(suite.server).post(path).set('Authorization', `Bearer ${token}`),
    delete: (path: string) => request(suite.server).delete(path).set('Authorization', `Bearer ${token}`),
  });
  const shelf = (user: SignedInUser, name = 'Shelf') => addStorageLocation(user, name);

  it('creates a token shown once, lists it without the secret, stores only its hash, and revokes it', async () => {
    const ada = await signUp(suite.server);
    const before = Date.now();
    const created = await create(ada, { name: 'Home Assistant', scope: 'read', expiresInDays: 30 });
    expect(created.token).toMatch(/^sous_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toEqual({
      id: expect.any(String) as unknown,
      name: 'Home Assistant',
      scope: 'read',
      prefix: created.token.slice(9, 17),
      createdAt: expect.any(String) as unknown,
      expiresAt: expect.any(String) as unknown,
      lastUsedAt: null,
    });
    const expiresIn = Date.parse(created.apiToken.expiresAt!) - before;
    expect(Math.abs(expiresIn - 30 * 86_400_000)).toBeLessThan(60_000);
    const forever = await create(ada, { name: 'Backup', scope: 'read-write', expiresInDays: null });
    expect(forever.apiToken.expiresAt).toBeNull();
    expect((await create(ada, { name: 'No expiry given', scope: 'read' })).apiToken.expiresAt).toBeNull();

    const listed = await ada.agent.get('/api/tokens').expect(200);
    const tokens = listed.body as ApiToken[];
    expect(tokens.map((t) => t.name)).toEqual(['No expiry given', 'Backup', 'Home Assistant']);
    expect(tokens.find((t) => t.id === created.apiToken.id)).toEqual(created.apiToken);
    expect(listed.text).not.toContain(created.token);
    expect(listed.text).not.toContain(created.token.slice(9));

    const rows = await tokenRows(ada.user.id);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain(created.token.slice(9));
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    await ada.agent.delete(`/api/tokens/${created.apiToken.id}`).expect(204);
    expect((json(await ada.agent.get('/api/tokens').expect(200)) as unknown as ApiToken[]).map((t) => t.id)).not.toContain(created.apiToken.id);
    await ada.agent.delete(`/api/tokens/${created.apiToken.id}`).expect(404);
  });

  it("reads and writes as the token's user; the household's devices see the write live, others do not", async () => {
    const ada = await signUp(suite.server);
    const bob = await signUp(suite.server);
    const carol = await signUp(suite.server);
    await joinHousehold(ada, bob);
    const pantry = await shelf(ada, 'Pantry');
    const carolsShelf = await shelf(carol, 'Pantry');
    const { token } = await create(ada, { name: 'Fridge script', scope: 'read-write' });

    const sockets = await Promise.all([connectSocket(suite.baseUrl, undefined, ada.cookie), connectSocket(suite.baseUrl, undefined, bob.cookie), connectSocket(suite.baseUrl, undefined, carol.cookie)]);
    try {
      const [adaSeen, bobSeen, carolSeen] = sockets.map((socket) => record(socket, 'food-item:created'));
      const added = await bearer(token).post('/api/food-items').send({ name: 'Oat milk', quantity: '2', unit: 'item', storageLocationId: pantry }).expect(201);
      expect(added.headers['set-cookie']).toBeUndefined();
      const id = json(added).id as string;
      await eventually(() => {
        expect(adaSeen.map((food) => food.id)).toEqual([id]);
        expect(bobSeen.map((food) => food.id)).toEqual([id]);
      });
      expect(carolSeen).toEqual([]);

      const listed = await bearer(token).get('/api/food-items').expect(200);
      expect(listed.headers['set-cookie']).toBeUndefined();
      expect((listed.body as { id: string }[]).map((food) => food.id)).toContain(id);
      // bob sees what the token added: it acted in ada's household
      expect((json(await bob.agent.get(`/api/food-items/${id}`).expect(200)) as { name: string }).name).toBe('Oat milk');
      // another household's rows stay 404 to the token
      const carolsFood = json(await carol.agent.post('/api/food-items').send({ name: 'Tea', quantity: '1', unit: 'item', storageLocationId: carolsShelf }).expect(201)).id as string;
      await bearer(token).get(`/api/food-items/${carolsFood}`).expect(404);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('limits a read token to reads, with a message naming the scope', async () => {
    const ada = await signUp(suite.server);
    const { token } = await create(ada, { name: 'Dashboard', scope: 'read' });
    await bearer(token).get('/api/food-items').expect(200);
    await bearer(token).get('/api/auth/user').expect(200);
    const refused = await bearer(token).post('/api/storage-locations').send({ name: 'Cellar' }).expect(403);
    expect(json(refused).message).toBe(apiTokenMessages.readOnly);
    expect(json(refused).message).toContain('read scope');
    await bearer(token).delete(`/api/tokens/${ada.user.id}`).expect(403);
    expect(Number((await db().execute<{ n: string }[]>('select count(*) as n from storage_locations where household_id = ?', [ada.user.householdId]))[0].n)).toBe(0);
  });

  it('answers 401 for expired, revoked, unknown and malformed tokens', async () => {
    const ada = await signUp(suite.server);
    const expired = await create(ada, { name: 'Old', scope: 'read-write', expiresInDays: 1 });
    await bearer(expired.token).get('/api/food-items').expect(200);
    await db().execute("update api_tokens set expires_at = now() - interval '1 minute' where id = ?", [expired.apiToken.id]);
    const expiredAnswer = await bearer(expired.token).get('/api/food-items').expect(401);
    expect(json(expiredAnswer).message).toBe(apiTokenMessages.invalid);
    // still listed, so the user sees why the integration stopped
    expect((json(await ada.agent.get('/api/tokens').expect(200)) as unknown as ApiToken[]).map((t) => t.id)).toContain(expired.apiToken.id);

    const revoked = await create(ada, { name: 'Leaked', scope: 'read-write' });
    await bearer(revoked.token).get('/api/food-items').expect(200);
    await ada.agent.delete(`/api/tokens/${revoked.apiToken.id}`).expect(204);
    await bearer(revoked.token).get('/api/food-items').expect(401);

    await bearer(`sous_pat_${'x'.repeat(43)}`).get('/api/food-items').expect(401);
    for (const header of ['Bearer', 'Bearer not-a-token', `Bearer ${revoked.token}!`, `Bearer ${revoked.token} ${revoked.token}`]) {
      const answer = await request(suite.server).get('/api/food-items').set('Authorization', header);
      expect({ header, status: answer.status, message: json(answer).message }).toEqual({ header, status: 401, message: apiTokenMessages.malformed });
    }
    // a bad token is refused even where no sign-in is needed, and even beside a good cookie
    await request(suite.server).get('/api/health').set('Authorization', 'Bearer nope').expect(401);
    const withCookie = await request(suite.server).get('/api/food-items').set('Cookie', ada.cookie).set('Authorization', `Bearer ${revoked.token}`).expect(401);
    expect(json(withCookie)).toMatchObject({ message: apiTokenMessages.invalid });
    expect(json(withCookie).error).toBeUndefined();
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    // and the session itself is untouched
    await ada.agent.get('/api/food-items').expect(200);
  });

  it('skips the CSRF origin check for bearer writes only; wrong content types stay 415', async () => {
    const ada = await signUp(suite.server);
    const { token } = await create(ada);
    await bearer(token).post('/api/storage-locations').set('Origin', 'https://evil.example').send({ name: 'Cellar' }).expect(201);
    const cookieWrite = await ada.agent.post('/api/storage-locations').set('Origin', 'https://evil.example').send({ name: 'Attic' }).expect(403);
    expect(json(cookieWrite).message).toBe(messages.crossSiteRequest);
    // a cookie write with no Origin (a non-browser client) passes as before
    await ada.agent.post('/api/storage-locations').send({ name: 'Garage' }).expect(201);
    await bearer(token).post('/api/storage-locations').set('Content-Type', 'text/plain').send('name=Loft').expect(415);
    const names = await db().execute<{ name: string }[]>('select name from storage_locations where household_id = ? order by name', [ada.user.householdId]);
    expect(names.map((row) => row.name)).toEqual(['Cellar', 'Garage']);
  });

  it('never starts a session for a bearer request, and a token cannot sign in or manage tokens', async () => {
    const ada = await signUp(suite.server);
    const { token, apiToken } = await create(ada);
    const sessionsBefore = await db().execute<{ n: string }[]>('select count(*) as n from sessions');
    for (const call of [bearer(token).get('/api/tokens'), bearer(token).post('/api/tokens').send({ name: 'Child', scope: 'read-write' }), bearer(token).delete(`/api/tokens/${apiToken.id}`)]) {
      const answer = await call.expect(403);
      expect(json(answer).message).toBe(apiTokenMessages.sessionOnly);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const signIn = await bearer(token).post('/api/auth/email/login').send({ email: ada.email, password: ada.password }).expect(403);
    expect(json(signIn).message).toBe(apiTokenMessages.cannotSignIn);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    expect(await db().execute<{ n: string }[]>('select count(*) as n from sessions')).toEqual(sessionsBefore);
    expect(await tokenRows(ada.user.id)).toHaveLength(1);
    // the cookie beside a token is not read: the token's user acts, not the cookie's
    const bob = await signUp(suite.server);
    const asBob = await request(suite.server).get('/api/auth/user').set('Cookie', bob.cookie).set('Authorization', `Bearer ${token}`).expect(200);
    expect(json(asBob).id).toBe(ada.user.id);
    expect(asBob.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 naming the field and stores nothing', async () => {
    const ada = await signUp(suite.server);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ scope: 'read' }, /^name: /],
      [{ name: '   ', scope: 'read' }, /^name: /],
      [{ name: 'a'.repeat(81), scope: 'read' }, /^name: /],
      [{ name: 'Bad\u0000name', scope: 'read' }, /^name: /],
      [{ name: 'Script' }, /^scope: /],
      [{ name: 'Script', scope: 'admin' }, /^scope: /],
      [{ name: 'Script', scope: 'read', expiresInDays: 0 }, /^expiresInDays: /],
      [{ name: 'Script', scope: 'read', expiresInDays: 366 }, /^expiresInDays: /],
      [{ name: 'Script', scope: 'read', expiresInDays: 1.5 }, /^expiresInDays: /],
      [{ name: 'Script', scope: 'read', expiresInDays: '30' }, /^expiresInDays: /],
    ];
    for (const [body, message] of cases) {
      const answer = await ada.agent.post('/api/tokens').send(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(json(answer).message).toMatch(message);
    }
    expect(await tokenRows(ada.user.id)).toEqual([]);
  });

  it("answers 404 for another user's token, even a housemate's, and leaves it working", async () => {
    const ada = await signUp(suite.server);
    const bob = await signUp(suite.server);
    await joinHousehold(ada, bob);
    const { token, apiToken } = await create(ada);
    await bob.agent.delete(`/api/tokens/${apiToken.id}`).expect(404);
    await bob.agent.delete('/api/tokens/not-a-uuid').expect(404);
    expect(json(await bob.agent.get('/api/tokens').expect(200))).toEqual([]);
    await bearer(token).get('/api/food-items').expect(200);
  });

  it('records when a token was last used, writing at most once a minute', async () => {
    const ada = await signUp(suite.server);
    const { token, apiToken } = await create(ada, { name: 'Watcher', scope: 'read' });
    expect((await tokenRows(ada.user.id))[0].last_used_at).toBeNull();
    await bearer(token).get('/api/food-items').expect(200);
    const first = (await tokenRows(ada.user.id))[0].last_used_at;
    expect(first).not.toBeNull();
    await bearer(token).get('/api/food-items').expect(200);
    expect((await tokenRows(ada.user.id))[0].last_used_at).toEqual(first);
    // a minute later the next use moves it
    await db().execute("update api_tokens set last_used_at = last_used_at - interval '2 minutes' where id = ?", [apiToken.id]);
    const aged = (await tokenRows(ada.user.id))[0].last_used_at!;
    await bearer(token).get('/api/food-items').expect(200);
    expect(new Date((await tokenRows(ada.user.id))[0].last_used_at!).getTime()).toBeGreaterThan(new Date(aged).getTime());
    const listed = (json(await ada.agent.get('/api/tokens').expect(200)) as unknown as ApiToken[])[0];
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it(`holds at most ${maxApiTokensPerUser} tokens per user (409), and ends with the user's household and account`, async () => {
    const ada = await signUp(suite.server);
    await db().execute(
      `insert into api_tokens (user_id, household_id, name, scope, token_hash, prefix)
         select ?, ?, 'Bulk ' || n, 'read', md5(? || n) || md5(n::text), 'bulk' from generate_series(1, ?) as n`,
      [ada.user.id, ada.user.householdId, ada.user.id, maxApiTokensPerUser - 1],
    );
    const last = await create(ada, { name: 'Fiftieth', scope: 'read-write' });
    const refused = await ada.agent.post('/api/tokens').send({ name: 'One too many', scope: 'read' }).expect(409);
    expect(json(refused).message).toBe(apiTokenMessages.limitReached);
    expect(await tokenRows(ada.user.id)).toHaveLength(maxApiTokensPerUser);

    // joining another household ends the tokens made in the old one (issue 32): at once, then for good
    const host = await signUp(suite.server);
    await joinHousehold(host, ada);
    await bearer(last.token).get('/api/auth/user').expect(401);
    // the rows go after the move has answered (an event of households, heard by identity)
    const deadline = Date.now() + 3000;
    while ((await tokenRows(ada.user.id)).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tokenRows(ada.user.id)).toEqual([]);
    // one made in the new household acts there
    const moved = await create(ada, { name: 'After the move', scope: 'read' });
    expect(json(await bearer(moved.token).get('/api/auth/user').expect(200)).householdId).toBe(host.user.householdId);

    // deleting the account deletes its tokens
    await ada.agent.delete('/api/account').send({ password: ada.password }).expect(204);
    expect(await tokenRows(ada.user.id)).toEqual([]);
    await bearer(moved.token).get('/api/food-items').expect(401);
  });
});
