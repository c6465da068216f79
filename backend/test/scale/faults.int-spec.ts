import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { connectSocket, eventually, record, type TestSocket } from '../support/socket-client.js';
import { type ChildInstance, killHard, startChild } from './child-instance.js';
import { type Cluster, clusterServices, startCluster } from './cluster.js';
import { TcpProxy } from './tcp-proxy.js';

/** Retries `attempt` until it resolves (services coming back take a moment). */
async function until<T>(attempt: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Faults the shared machine's services cannot be put through for real: PostgreSQL and Redis go
 * away behind a TCP proxy the test cuts and restores; an instance is SIGKILLed mid-burst.
 */
(clusterServices ? describe : describe.skip)('faults', () => {
  // describe.skip still runs this body to collect the tests: it must not need the services
  const services = clusterServices ?? { databaseUrl: '', redisUrl: '' };

  describe('PostgreSQL goes away and comes back', () => {
    let proxy: TcpProxy;
    let cluster: Cluster;
    let app: App;
    let cook: SignedInUser;

    beforeAll(async () => {
      proxy = await TcpProxy.start(services.databaseUrl);
      cluster = await startCluster(1, { DATABASE_URL: proxy.rewrite(services.databaseUrl) });
      app = cluster.instances[0].app.getHttpServer();
      cook = await signUp(app);
    });
    afterAll(async () => {
      await proxy.restore().catch(() => undefined);
      await cluster.close();
      await proxy.close();
    });

    it('answers 503 with a clear JSON message while it is down, and works again once it is back, without a restart', async () => {
      await cook.agent.post('/api/storage-locations').send({ name: 'Before' }).expect(201);
      await proxy.cut();

      for (const res of [
        await cook.agent.get('/api/storage-locations'),
        await cook.agent.post('/api/storage-locations').send({ name: 'During' }),
        await request(app).post('/api/auth/email/signup').send({ email: 'down@example.test', password: 'correct horse battery', firstName: 'D', lastName: 'B' }),
      ]) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ message: 'The database is unavailable right now. Try again in a moment.', code: 'platform.database-unavailable' });
        expect(res.headers['retry-after']).toBe('5');
      }
      // the process is alive, just not ready
      await request(app).get('/api/health/live').expect(200);
      const ready = await request(app).get('/api/health/ready').expect(503);
      expect(json(ready).checks).toMatchObject({ database: 'failing' });

      await proxy.restore();
      // the pool opens new connections on demand: the very next request may succeed
      const after = await until(async () =>
        ((await cook.agent.get('/api/storage-locations').expect(200)).body as { name: string }[]).map((l) => l.name),
      );
      expect(after).toContain('Before');
      expect(after).not.toContain('During');
      await cook.agent.post('/api/storage-locations').send({ name: 'After' }).expect(201);
      await request(app).get('/api/health/ready').expect(200);
    });
  });

  describe('Redis goes away and comes back', () => {
    let proxy: TcpProxy;
    let cluster: Cluster;
    let a: App;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      proxy = await TcpProxy.start(services.redisUrl);
      cluster = await startCluster(2, { REDIS_URL: proxy.rewrite(services.redisUrl) });
      a = cluster.instances[0].app.getHttpServer();
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await proxy.restore().catch(() => undefined);
      await cluster.close();
      await proxy.close();
    });

    it('keeps REST working and events flowing on the instance, then fans out again once Redis is back', async () => {
      const cook = await signUp(a);
      const onA = await connectSocket(cluster.instances[0].baseUrl, undefined, cook.cookie);
      const onB = await connectSocket(cluster.instances[1].baseUrl, undefined, cook.cookie);
      sockets.push(onA, onB);
      const gotOnA = record(onA, 'storage-location:created');
      const gotOnB = record(onB, 'storage-location:created');

      await proxy.cut();
      // REST, sign-in (rate limits fail open) and sockets on the same instance keep working
      const during = json(await cook.agent.post('/api/storage-locations').send({ name: 'During the outage' }).expect(201));
      await request(a).post('/api/auth/email/login').send({ email: cook.email, password: cook.password }).expect(200);
      await eventually(() => expect(gotOnA).toContainEqual(during));
      const notReady = await request(a).get('/api/health/ready').expect(503);
      expect(json(notReady).checks).toMatchObject({ redis: 'failing', database: 'ok' });
      expect(onB.connected).toBe(true);

      await proxy.restore();
      // the client reconnects (and resubscribes) by itself, within its back-off of at most 2 s
      await until(() => request(a).get('/api/health/ready').expect(200));
      // each try names its own place: a second "After the outage" would be refused as a duplicate (409)
      let tries = 0;
      const after = await until(async () => {
        tries += 1;
        const created = json(await cook.agent.post('/api/storage-locations').send({ name: `After the outage ${tries}` }).expect(201));
        await eventually(() => expect(gotOnB).toContainEqual(created), 2000);
        return created;
      });
      expect(gotOnA).toContainEqual(after);
    });
  });

  describe('an instance is killed with SIGKILL during a burst of writes', () => {
    let dataDir: string;
    let env: NodeJS.ProcessEnv;
    let instance: ChildInstance | undefined;

    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'sous-kill-'));
      env = {
        DATABASE_URL: services.databaseUrl,
        REDIS_URL: services.redisUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        // its own channels: the browser tests' server may be on the same Redis at the same time
        REDIS_CHANNEL_PREFIX: `sous-test:kill-${randomBytes(4).toString('hex')}`,
        RATE_LIMIT_SIGN_UP: '100000/1h',
        RATE_LIMIT_SIGN_IN: '100000/1h',
      };
    });
    afterAll(async () => {
      if (instance) await killHard(instance);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses no acknowledged write: every 201 is a row after the restart', async () => {
      instance = await startChild(env);
      const signup = await fetch(`${instance.baseUrl}/api/auth/email/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `kill-${randomBytes(5).toString('hex')}@example.test`, password: 'correct horse battery', firstName: 'K', lastName: 'Nine' }),
      });
      expect(signup.status).toBe(201);
      const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const call = (base: string, path: string, body?: unknown) =>
        fetch(`${base}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const shelf = (await (await call(instance.baseUrl, '/api/storage-locations', { name: 'Burst shelf' })).json()) as { id: string };

      // one food per write: the same food in one place would merge into one lot (DESIGN §10), and
      // digits are amounts to the food resolver, so the names differ by letters
      const letters = (n: number): string => (n >= 26 ? letters(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));
      const acknowledged: string[] = [];
      let sent = 0;
      const writer = async (lane: number) => {
        for (let i = 0; ; i += 1) {
          sent += 1;
          try {
            const res = await call(instance!.baseUrl, '/api/food-items', { name: `Burst ${letters(lane)}x${letters(i)}q`, storageLocationId: shelf.id });
            if (res.status !== 201) return;
            acknowledged.push(((await res.json()) as { id: string }).id);
          } catch {
            return;
          }
        }
      };
      const lanes = Promise.all([0, 1, 2, 3, 4, 5].map(writer));
      await eventually(() => expect(acknowledged.length).toBeGreaterThanOrEqual(40), 30_000);
      await killHard(instance);
      await lanes;

      instance = await startChild(env);
      // a restarted process on a loaded machine may still answer 503 while its database pool wakes; the
      // rows are read once it answers 200 (a status that never comes fails here, with the body)
      const readRows = async (deadline: number): Promise<{ id: string; storageLocationId: string }[]> => {
        const res = await call(instance!.baseUrl, '/api/food-items');
        const body: unknown = await res.json();
        if (res.status === 200 && Array.isArray(body)) return body as { id: string; storageLocationId: string }[];
        if (res.status !== 503 || Date.now() > deadline) throw new Error(`GET /api/food-items after the restart: ${res.status} ${JSON.stringify(body)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return readRows(deadline);
      };
      const rows = await readRows(Date.now() + 30_000);
      const stored = new Set(rows.map((row) => row.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      // a write can commit and lose its answer with the process, never the other way round
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
      expect(stored.size).toBeLessThanOrEqual(sent);
    });
  });
});
