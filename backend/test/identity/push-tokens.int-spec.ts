import request from 'supertest';
import type { App } from 'supertest/types.js';
import { SqlEntityManager } from '@mikro-orm/sql';
import { json, signUp } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('push tokens', () => {
  let testApp: TestApp;
  let server: App;
  const ownerOf = async (token: string) =>
    (await testApp.app.get(SqlEntityManager).fork().execute<{ user_id: string; platform: string }[]>(
      'select user_id, platform from push_tokens where token = ?',
      [token],
    ))[0];

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
  });
  afterAll(() => testApp.close());

  it("registers a new token (201), updates a known one (204), and refuses someone else's (409)", async () => {
    const ada = await signUp(server);
    const bob = await signUp(server);
    const token = `fcm:${ada.user.id}:device/1`;
    const created = await ada.agent.post('/api/push-tokens').send({ token, platform: 'web', deviceInfo: { browser: 'Firefox' } }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String) as unknown,
      token,
      platform: 'web',
      deviceInfo: { browser: 'Firefox' },
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    const again = await ada.agent.post('/api/push-tokens').send({ token, platform: 'android' }).expect(204);
    expect(again.text).toBe('');
    expect(await ownerOf(token)).toEqual({ user_id: ada.user.id, platform: 'android' });

    // knowing a device's token is not owning it (issue 32): it stays Ada's, unchanged
    const taken = await bob.agent.post('/api/push-tokens').send({ token, platform: 'ios' }).expect(409);
    expect(json(taken)).toMatchObject({ code: 'identity.push-token-taken', message: expect.stringMatching(/^token: /) as unknown });
    expect(await ownerOf(token)).toEqual({ user_id: ada.user.id, platform: 'android' });
    await bob.agent.delete(`/api/push-tokens/${encodeURIComponent(token)}`).expect(404);
    await ada.agent.delete(`/api/push-tokens/${encodeURIComponent(token)}`).expect(204);
  });

  it("removes only the caller's own tokens; others' and unknown ones read as not found", async () => {
    const ada = await signUp(server);
    const bob = await signUp(server);
    const token = `apns-${ada.user.id}`;
    await ada.agent.post('/api/push-tokens').send({ token, platform: 'ios' }).expect(201);
    const foreign = await bob.agent.delete(`/api/push-tokens/${token}`).expect(404);
    expect(json(foreign).message).toBe('Push token not found');
    expect(await ownerOf(token)).toBeDefined();
    await ada.agent.delete(`/api/push-tokens/${token}`).expect(204);
    expect(await ownerOf(token)).toBeUndefined();
    await ada.agent.delete(`/api/push-tokens/${token}`).expect(404);
  });

  it.each([[{ platform: 'web' }, /^token: /], [{ token: 'abc' }, /^platform: /], [{ token: ' ', platform: 'web' }, /^token: /], [{ token: 'abc', platform: 'web', deviceInfo: 'phone' }, /^deviceInfo: /]])(
    'answers 400 naming the field for %j',
    async (body, message) => {
      const { agent } = await signUp(server);
      expect(json(await agent.post('/api/push-tokens').send(body).expect(400)).message).toMatch(message);
    },
  );

  it('is for signed-in users only', async () => {
    await request(server).post('/api/push-tokens').send({ token: 'abc', platform: 'web' }).expect(401);
    await request(server).delete('/api/push-tokens/abc').expect(401);
  });
});
