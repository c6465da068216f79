import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ReadinessService } from '#platform/health/readiness.service.js';
import { GracefulShutdown } from '#platform/lifecycle/graceful-shutdown.js';
import { readChatStream, sendChat } from '../chat/chat-stream.js';
import { type SignedInUser, signUp } from '../support/auth.js';
import { liveModelSuite } from '../support/model-suite.js';
import { connectSocket, eventually, type TestSocket } from '../support/socket-client.js';
import { addStorageLocations } from '../support/factories.js';
import { type ListeningTestApp, startTestApp } from '../support/test-app.js';

/** /metrics, liveness and readiness, the model's faults and graceful shutdown, on one app. */
describe('operability', () => {
  /** A model that accepts connections and never answers. */
  let silentModel: Server;
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  let cook: SignedInUser;
  let socket: TestSocket;

  // the socket is closed before the suite's app
  afterAll(() => socket.close());
  const suite = liveModelSuite((model) => ({
    env: { ...model.env('kitchen-model'), OPENAI_TIMEOUT: '1' },
  }));
  const { model } = suite;
  beforeAll(async () => {
    ({ testApp } = suite);
    ({ server, baseUrl } = testApp);
    cook = await signUp(server);
    socket = await connectSocket(baseUrl, undefined, cook.cookie);
  });
  afterAll(() => silentModel?.close());

  it('answers liveness without asking anything, and readiness with each check', async () => {
    expect((await request(server).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await request(server).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'not configured', accepting: 'ok' },
    });
  });

  it('serves Prometheus metrics to a local client: HTTP by route template, sockets, events, model calls', async () => {
    const [, location] = Object.values(await addStorageLocations(cook, ['Metrics shelf', 'Second shelf']));
    await cook.agent.get(`/api/storage-locations/${location}`);
    model.reply({ content: 'Hello there' });
    expect((await sendChat(cook, 'hello')).status).toBe(200);

    const res = await request(server).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.text;
    expect(text).toMatch(/sous_http_request_duration_seconds_count\{method="POST",route="\/api\/storage-locations",status="201"\} [2-9]/);
    // ids never become labels
    expect(text).not.toContain(location);
    expect(text).toMatch(/^sous_sockets_connected 1$/m);
    expect(text).toMatch(/sous_realtime_events_emitted_total\{event="storage-location:created"\} [2-9]/);
    expect(text).toMatch(/sous_model_requests_total\{endpoint="chat\/completions",outcome="200"\} 1/);
    expect(text).toMatch(/sous_model_request_duration_seconds_count\{endpoint="chat\/completions"\} 1/);
    expect(text).toContain('sous_process_cpu_seconds_total');
  });

  it('answers from the offline chef when the model is down, and ends the stream cleanly', async () => {
    model.reply({ status: 503, error: 'down' }, { status: 503, error: 'down' });
    const stream = await sendChat(cook, "what's in my fridge?");
    expect(stream.status).toBe(200);
    expect(stream.reply).toMatch(/^The AI chef is unavailable right now, so the offline chef is answering\./);
    expect(stream.raw.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('answers from the offline chef within the timeout when the model does not answer at all', async () => {
    silentModel = createServer(() => undefined);
    await new Promise<void>((resolve) => silentModel.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silentModel.address() as AddressInfo).port}/v1`;
    const slow = await startTestApp({ env: { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: silentUrl, OPENAI_TIMEOUT: '1' } });
    try {
      const user = await signUp(slow.app.getHttpServer());
      const started = Date.now();
      const stream = await sendChat(user, "what's in my fridge?");
      const tookMs = Date.now() - started;
      expect(stream.status).toBe(200);
      expect(stream.reply).toMatch(/^The AI chef is unavailable right now, so the offline chef is answering\./);
      expect(readChatStream(stream.raw).length).toBeGreaterThan(0);
      // OPENAI_TIMEOUT=1 s and one retry by the SDK: well under the default minute
      expect(tookMs).toBeLessThan(15_000);
    } finally {
      await slow.close();
    }
  });

  it('drains on shutdown: not ready, sockets closed so clients reconnect, the request in flight finishes, new connections refused', async () => {
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const words = 'one two three four five six seven eight';
    model.reply({ content: words, delayMs: 100 });
    const asked = model.requests.length;
    const inFlight = sendChat(cook, 'count for me');
    // the request is in flight once it reached the model
    await eventually(() => expect(model.requests.length).toBe(asked + 1), 5000);

    const drained = await testApp.app.get(GracefulShutdown).drain(5000);

    expect(drained).toEqual({ drained: true, abandoned: 0, socketsClosed: 1 });
    // "transport close" is a disconnect socket.io clients recover from by reconnecting
    expect(await reason).toBe('transport close');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.reply).toBe(words);
    expect((await testApp.app.get(ReadinessService).check()).checks.accepting).toBe('shutting down');
    await expect(fetch(`${baseUrl}/api/health/live`)).rejects.toThrow();
  });
});
