import { randomInt } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DailyExpiryCheckJob } from '../../src/modules/inventory/jobs/daily-expiry-check.job.js';
import { SessionPruneJob } from '#platform/auth/session-prune.job.js';
import { json, signUp, type SignedInUser } from '../support/auth.js';
import { connectSocket, eventually, record, type TestSocket } from '../support/socket-client.js';
import { idOf, tinyPng } from '../uploads/upload-file.js';
import { type Cluster, clusterServices, startCluster } from './cluster.js';

/**
 * Two instances on one PostgreSQL and one Redis (issue 10, "Scale out"). Runs in CI's second pass
 * (DATABASE_URL and REDIS_URL set); skipped on the embedded database, which is one process by design.
 */
(clusterServices ? describe : describe.skip)('two instances on one PostgreSQL and one Redis', () => {
  let cluster: Cluster;
  let a: App;
  let b: App;
  const sockets: TestSocket[] = [];

  /** The same user's session used against instance B (cookies work on every instance). */
  const onB = (user: SignedInUser) => ({
    get: (path: string) => request(b).get(path).set('Cookie', user.cookie),
    put: (path: string) => request(b).put(path).set('Cookie', user.cookie),
    post: (path: string) => request(b).post(path).set('Cookie', user.cookie),
  });

  beforeAll(async () => {
    cluster = await startCluster(2, {
      RATE_LIMIT_SIGN_IN: '3/1m',
      // wrong passwords lock per (account, address): 2 fit under the sign-in limit of 3
      RATE_LIMIT_PASSWORD_CHECK: '2/15m',
      // the limit test's client gets its own address (X-Forwarded-For), so other suites' sign-ins
      // from 127.0.0.1 on the same database never count there
      TRUST_PROXY: '1',
    });
    [a, b] = cluster.instances.map((instance) => instance.app.getHttpServer() as App);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => cluster.close());

  // a new address each time: a random one could repeat the last test's, already over its limit
  let lastOctet = randomInt(1, 100);
  const address = () => `203.0.113.${(lastOctet = (lastOctet % 254) + 1)}`;
  const signUpOn = (server: App) => signUp(server);

  it('delivers an event caused through instance A to the household sockets on instance B, and to nobody else', async () => {
    const cook = await signUpOn(a);
    const stranger = await signUpOn(b);
    const cookOnB = await connectSocket(cluster.instances[1].baseUrl, undefined, cook.cookie);
    const strangerOnB = await connectSocket(cluster.instances[1].baseUrl, undefined, stranger.cookie);
    const strangerOnA = await connectSocket(cluster.instances[0].baseUrl, undefined, stranger.cookie);
    sockets.push(cookOnB, strangerOnB, strangerOnA);
    const cookGot = record(cookOnB, 'storage-location:created');
    const strangerGot = [record(strangerOnB, 'storage-location:created'), record(strangerOnA, 'storage-location:created')];

    const created = json(await cook.agent.post('/api/storage-locations').send({ name: 'Cellar' }).expect(201));
    await eventually(() => expect(cookGot).toEqual([created]));
    // sent (through B) after the cook's: once the stranger's devices on both instances have their
    // own event, they would have had the cook's
    const own = json(await stranger.agent.post('/api/storage-locations').send({ name: 'Attic' }).expect(201));
    await eventually(() => {
      for (const got of strangerGot) expect(got).toEqual([own]);
    });
  });

  it('runs the daily expiry check and the session prune once per cluster when both instances try', async () => {
    const [first, second] = cluster.instances.map((instance) => instance.app);
    const em = first.get(MikroORM).em.fork();
    const forget = () => em.getConnection().execute("delete from job_runs where name in ('expiry-check', 'session-prune')");
    await forget();
    try {
      const now = new Date();
      const expiry = await Promise.all([first.get(DailyExpiryCheckJob).tick(now), second.get(DailyExpiryCheckJob).tick(now)]);
      expect(expiry.filter(Boolean)).toHaveLength(1);
      const prune = await Promise.all([first.get(SessionPruneJob).tick(now), second.get(SessionPruneJob).tick(now)]);
      expect(prune.filter(Boolean)).toHaveLength(1);
      // and neither runs again within the period
      expect(await second.get(DailyExpiryCheckJob).tick(now)).toBe(false);
      expect(await first.get(SessionPruneJob).tick(now)).toBe(false);
      // the next hour is the prune's next period
      expect(await second.get(SessionPruneJob).tick(new Date(now.getTime() + 60 * 60 * 1000))).toBe(true);
    } finally {
      await forget();
    }
  });

  it('shares rate limits: sign-in requests through A count on B', async () => {
    const cook = await signUpOn(a);
    const ip = address();
    const logInFrom = (server: App) =>
      request(server).post('/api/auth/email/login').set('X-Forwarded-For', ip).send({ email: cook.email, password: cook.password });
    await logInFrom(a).expect(200);
    await logInFrom(b).expect(200);
    await logInFrom(a).expect(200);
    const refused = await logInFrom(b).expect(429);
    expect(json(refused).code).toBe('platform.rate-limited');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    await logInFrom(a).expect(429);
  });

  it('shares the failed-password lock: failures on A lock the address on B', async () => {
    const victim = await signUpOn(a);
    const guesser = address();
    for (let i = 0; i < 2; i += 1) {
      const server = i % 2 === 0 ? a : b;
      await request(server).post('/api/auth/email/login').set('X-Forwarded-For', guesser).send({ email: victim.email, password: `nope ${i}` }).expect(401);
    }
    await request(b).post('/api/auth/email/login').set('X-Forwarded-For', guesser).send({ email: victim.email, password: victim.password }).expect(429);
    // the lock is the guesser's: the owner signs in from elsewhere
    await request(a).post('/api/auth/email/login').set('X-Forwarded-For', address()).send({ email: victim.email, password: victim.password }).expect(200);
  });

  it('stores an upload through one instance and serves it from either (shared DATA_DIR)', async () => {
    const cook = await signUpOn(a);
    const url = (await cook.agent.post('/api/objects/upload').set('Content-Type', 'application/json').expect(200)).body as { uploadURL: string };
    await onB(cook).put(url.uploadURL).set('Content-Type', 'image/png').send(tinyPng).expect(200);
    const id = idOf(url.uploadURL);
    for (const fetchIt of [() => cook.agent.get(`/objects/uploads/${id}`), () => onB(cook).get(`/objects/uploads/${id}`)]) {
      const res = await fetchIt()
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(res.body as Buffer, tinyPng)).toBe(0);
    }
  });
});
