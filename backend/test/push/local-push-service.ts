import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from 'supertest/types.js';
import { FakeOutboundNetwork, withOutboundNetwork } from '../support/fake-outbound-network.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const require = createRequire(import.meta.url);

interface PushApiModel {
  notifyUrl: string;
}
interface TestingServer {
  _app: { listen(port: number, host: string): Server };
  setRequestHandlers(): void;
}

/** A subscription the local push service made, as a browser's `PushSubscription.toJSON()` plus its handle. */
export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * The web-push-testing package's push service (RFC 8030 endpoints, RFC 8291 decryption, VAPID JWT
 * checks) run in-process on a free port. Received messages are kept decrypted, per subscription.
 */
export class LocalPushService {
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<LocalPushService> {
    const TestingServerClass = require('web-push-testing/src/server.js') as new (model: PushApiModel, port: number) => TestingServer;
    const { PushApiModel: Model } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => PushApiModel };
    const model = new Model();
    const testing = new TestingServerClass(model, 0);
    // its startServer() also listens, but on a fixed port and announcing it on stdout
    const server = testing._app.listen(0, '127.0.0.1');
    testing.setRequestHandlers();
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    // the model builds endpoints from the port it was given; port 0 meant "any free one"
    model.notifyUrl = `http://127.0.0.1:${port}/notify/`;
    return new LocalPushService(server, `http://127.0.0.1:${port}`);
  }

  private async post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${this.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    // some answers are a bare "OK"
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text };
  }

  /** What `PushManager.subscribe({ applicationServerKey })` does against the service. */
  async subscribe(applicationServerKey: string): Promise<LocalSubscription> {
    const res = await this.post('/subscribe', { applicationServerKey });
    if (res.status !== 200) throw new Error(`subscribe answered ${res.status}: ${JSON.stringify(res.body)}`);
    return (res.body as { data: LocalSubscription }).data;
  }

  /** The browser unsubscribed or the service dropped it: the endpoint answers 410 from now on. */
  async expire(subscription: LocalSubscription): Promise<void> {
    await this.post(`/expire-subscription/${subscription.clientHash}`, {});
  }

  /** Every payload delivered to the subscription, decrypted and parsed. */
  async messages(subscription: LocalSubscription): Promise<unknown[]> {
    const res = await this.post('/get-notifications', { clientHash: subscription.clientHash });
    return (res.body as { data: { messages: string[] } }).data.messages.map((text) => JSON.parse(text) as unknown);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export interface PushSuite {
  pushService: LocalPushService;
  testApp: TestApp;
  server: App;
}

/**
 * A suite's local push service and an app that pushes to it (http, on loopback, the fake network's,
 * on no known push service's host): started before the suite's tests, stopped after them. The
 * fields are set once this `beforeAll` ran, so a suite's own hooks registered later can use them.
 */
export function pushSuite(): PushSuite {
  const suite = {} as PushSuite;
  beforeAll(async () => {
    suite.pushService = await LocalPushService.start();
    suite.testApp = await startTestApp({
      env: { PUSH_ALLOW_HTTP_ENDPOINTS: 'true', PUSH_ALLOW_ANY_ENDPOINT: 'true', VAPID_SUBJECT: 'mailto:push-test@example.test' },
      override: withOutboundNetwork(new FakeOutboundNetwork()),
    });
    suite.server = suite.testApp.app.getHttpServer();
  });
  afterAll(async () => {
    await suite.testApp.close();
    await suite.pushService.stop();
  });
  return suite;
}
