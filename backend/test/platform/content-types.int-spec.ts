import { SqlEntityManager } from '@mikro-orm/sql';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { messages } from '@sous/contracts';
import { jsonOnlyMessage } from '#platform/auth/json-only.middleware.js';
import { crossSiteMessage } from '#platform/realtime/realtime.gateway.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { connectSocket } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp } from '../support/test-app.js';

/**
 * Issue 15 item 7: cookie-authenticated writes take JSON only (415 otherwise, uploads and
 * transcription aside), the socket handshake applies the REST origin rule, and signing out cannot
 * be triggered by another site.
 */
describe('JSON-only writes, socket origin and sign-out', () => {
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  let cook: SignedInUser;

  const rows = async (sql: string, params: unknown[]) =>
    testApp.app.get(SqlEntityManager).fork().getConnection().execute<Record<string, unknown>[]>(sql, params);

  beforeAll(async () => {
    testApp = await listeningTestApp();
    ({ server, baseUrl } = testApp);
    cook = await signUp(server);
  });
  afterAll(() => testApp.close());

  describe('writes answer 415 for form, multipart and text bodies', () => {
    const writes: [string, string, string][] = [
      ['POST', '/api/storage-locations', 'name=Cellar'],
      ['POST', '/api/shopping-list/items', 'name=milk'],
      ['POST', '/api/feedback', 'type=bug&content=x'],
      ['PUT', '/api/user/preferences', 'allergens=nuts'],
      ['PATCH', '/api/household', 'name=Ours'],
      ['DELETE', '/api/account', 'password=x'],
    ];

    it.each(writes)('%s %s refuses a form-encoded body and stores nothing', async (method, path, form) => {
      const before = await rows('select count(*)::int as n from storage_locations where household_id = ?', [cook.user.householdId]);
      const res = await cook.agent[method.toLowerCase() as 'post'](path).type('form').send(form).expect(415);
      expect(res.body).toEqual({ message: jsonOnlyMessage });
      expect(await rows('select count(*)::int as n from storage_locations where household_id = ?', [cook.user.householdId])).toEqual(before);
    });

    it('refuses multipart and text/plain bodies too, whatever the case of the type', async () => {
      await cook.agent.post('/api/storage-locations').field('name', 'Cellar').expect(415);
      await cook.agent.post('/api/storage-locations').set('Content-Type', 'text/plain').send('{"name":"Cellar"}').expect(415);
      await cook.agent.post('/api/storage-locations').set('Content-Type', 'Application/X-WWW-Form-Urlencoded; charset=utf-8').send('name=Cellar').expect(415);
      await cook.agent.get('/api/auth/user').expect(200);
      // the account is still there after DELETE with a form body
      expect(json(await cook.agent.get('/api/auth/user').expect(200)).id).toBe(cook.user.id);
    });

    it('still takes JSON (with a charset) and writes without a body', async () => {
      await cook.agent.post('/api/storage-locations').set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify({ name: 'Pantry shelf' })).expect(201);
      await cook.agent.post('/api/objects/upload').expect(200);
    });

    it('leaves transcription (multipart) and the web-vitals beacon (text/plain) alone', async () => {
      // no model endpoint here: the route itself answers, not the JSON-only check
      const voice = await cook.agent.post('/api/voice/transcribe').attach('audio', Buffer.from('OggS'), { filename: 'a.ogg', contentType: 'audio/ogg' });
      expect(voice.status).not.toBe(415);
      const vital = { name: 'LCP', value: 1200, rating: 'good', delta: 1200, id: `v15-${Date.now()}`, navigationType: 'navigate' };
      const beacon = await cook.agent.post('/api/analytics').set('Content-Type', 'text/plain;charset=UTF-8').send(JSON.stringify(vital));
      expect(beacon.status).toBeLessThan(300);
      // but not a form on the beacon route
      await cook.agent.post('/api/analytics').type('form').send('name=LCP').expect(415);
    });
  });

  describe('socket handshake origin', () => {
    it('refuses an Origin of another site, like the REST CSRF check', async () => {
      await expect(connectWithOrigin('https://evil.example')).rejects.toThrow(crossSiteMessage);
      await expect(connectWithOrigin('null')).rejects.toThrow(crossSiteMessage);
      await cook.agent.post('/api/storage-locations').set('Origin', 'https://evil.example').send({ name: 'x' }).expect(403);
    });

    it('admits the app’s own origin, APP_URL’s, and clients that send none', async () => {
      const sockets = [await connectWithOrigin(baseUrl), await connectWithOrigin('http://localhost:3000'), await connectSocket(baseUrl, undefined, cook.cookie)];
      for (const socket of sockets) {
        expect(socket.connected).toBe(true);
        socket.close();
      }
    });

    function connectWithOrigin(origin: string) {
      return connectSocketWith(baseUrl, { cookie: cook.cookie, origin });
    }
  });

  describe('sign-out', () => {
    it('GET /api/logout ignores cross-site requests but still redirects', async () => {
      const user = await signUp(server);
      const res = await user.agent.get('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(302);
      expect(res.headers.location).toBe('/');
      expect(String(res.headers['set-cookie'])).not.toMatch(/sous\.sid=;/);
      await user.agent.get('/api/auth/user').expect(200);
      // the app's own link still signs out
      await user.agent.get('/api/logout').set('Sec-Fetch-Site', 'same-origin').expect(302);
      await user.agent.get('/api/auth/user').expect(401);
    });

    it('POST /api/logout ends the session with 204; another site cannot', async () => {
      const user = await signUp(server);
      const cross = await user.agent.post('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
      expect(cross.body).toMatchObject({ message: messages.crossSiteRequest });
      await user.agent.post('/api/logout').set('Origin', 'https://evil.example').expect(403);
      await user.agent.get('/api/auth/user').expect(200);
      const res = await user.agent.post('/api/logout').expect(204);
      expect(String(res.headers['set-cookie'])).toMatch(/sous\.sid=;/);
      await request(server).get('/api/auth/user').set('Cookie', user.cookie).expect(401);
      // signed out already: still 204
      await request(server).post('/api/logout').expect(204);
    });
  });
});

/** Like connectSocket, with an Origin header as a browser page would send. */
async function connectSocketWith(baseUrl: string, headers: { cookie: string; origin: string }) {
  const { io } = await import('socket.io-client');
  const socket = io(baseUrl, { extraHeaders: headers, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise<typeof socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
