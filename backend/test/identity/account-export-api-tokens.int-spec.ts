import request from 'supertest';
import type { App } from 'supertest/types.js';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ApiToken } from '@sous/contracts';
import { signUp } from '../support/auth.js';
import { addApiToken, joinHousehold } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('your data: the export lists your API tokens, never their secret', () => {
  let testApp: TestApp;
  let server: App;

  const create = addApiToken;

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
  });
  afterAll(() => testApp.close());

  it("exports each of the caller's tokens by name, scope, creation, expiry and last use, oldest first; no hash, prefix or a housemate's token", async () => {
    const ada = await signUp(server);
    const bob = await signUp(server);
    await joinHousehold(ada, bob);
    const used = await create(ada, { name: 'Home Assistant', scope: 'read', expiresInDays: 30 });
    const unused = await create(ada, { name: 'Backup', scope: 'read-write', expiresInDays: null });
    const bobs = await create(bob, { name: 'Bob script', scope: 'read' });
    await request(server).get('/api/auth/user').set('Authorization', `Bearer ${used.token}`).expect(200);
    const listed = (await ada.agent.get('/api/tokens').expect(200)).body as ApiToken[];
    const usedNow = listed.find((t) => t.id === used.apiToken.id)!;
    expect(usedNow.lastUsedAt).not.toBeNull();

    const res = await ada.agent.get('/api/account/export').expect(200);
    expect((res.body as { apiTokens: unknown }).apiTokens).toEqual([
      { name: 'Home Assistant', scope: 'read', createdAt: used.apiToken.createdAt, expiresAt: used.apiToken.expiresAt, lastUsedAt: usedNow.lastUsedAt },
      { name: 'Backup', scope: 'read-write', createdAt: unused.apiToken.createdAt, expiresAt: null, lastUsedAt: null },
    ]);
    const hashes = await testApp.app.get(SqlEntityManager).fork().execute<{ token_hash: string }[]>('select token_hash from api_tokens where user_id = ?', [ada.user.id]);
    expect(hashes).toHaveLength(2);
    for (const secret of [used.token, unused.token, used.apiToken.prefix, unused.apiToken.prefix, ...hashes.map((h) => h.token_hash)]) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.text).not.toContain(bobs.apiToken.name);
    expect(res.text).not.toMatch(/tokenHash|token_hash/);
  });
});
