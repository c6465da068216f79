import { createECDH, randomBytes } from 'node:crypto';
import type { App } from 'supertest/types.js';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { PushPayload } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { PushDispatcher } from '../../src/modules/push/events/push-dispatcher.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, addStorageLocation } from '../support/factories.js';
import { FakeOutboundNetwork, withOutboundNetwork } from '../support/fake-outbound-network.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { LocalPushService, type LocalSubscription } from './local-push-service.js';

/** A browser's subscription keys, as `PushSubscription.toJSON().keys` gives them. */
const browserKeys = () => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') });

const ownerOf = async (testApp: TestApp, token: string) =>
  (await testApp.app.get(SqlEntityManager).fork().execute<{ user_id: string }[]>('select user_id from push_tokens where token = ?', [token]))[0]?.user_id;

/** Issue 32: a push endpoint is an address the server posts to, so it goes through the outbound policy. */
describe('push endpoints: registration (production settings)', () => {
  // the known services resolve to public addresses of the table; nothing is ever sent in this suite
  const network = new FakeOutboundNetwork({
    'fcm.googleapis.com': '142.250.74.42',
    'wns2-par02p.notify.windows.com': '20.199.120.182',
    'web.push.apple.com': '127.0.0.1',
    'jmt17.google.com': '169.254.169.254',
  }, { allowLoopback: false });
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp({ override: withOutboundNetwork(network) });
    server = testApp.app.getHttpServer();
    cook = await signUp(server);
  });
  afterAll(() => testApp.close());

  const register = (token: string) => cook.agent.post('/api/push-tokens').send({ token, platform: 'webpush', deviceInfo: { keys: browserKeys() } });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dGhpcyBpcyBub3Q6QVBBOTFi',
    'https://FCM.googleapis.com./fcm/send/trailing-dot',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
  ])('registers an endpoint of a known push service: %s', async (endpoint) => {
    await register(endpoint).expect(201);
    expect(await ownerOf(testApp, endpoint)).toBe(cook.user.id);
  });

  const knownServices = 'token: must be the endpoint of a browser push service (Google FCM, Mozilla, Apple or Windows)';
  const unreachable = 'token: the push service endpoint cannot be reached from this server';

  it.each([
    ['https://127.0.0.1:8443/push', knownServices],
    ['https://localhost/push', knownServices],
    ['https://[::1]/push', knownServices],
    ['https://2130706433/push', knownServices],
    ['https://10.0.0.7/push', knownServices],
    ['https://169.254.169.254/latest/meta-data/', knownServices],
    ['https://push.example.test/push', knownServices],
    ['https://fcm.googleapis.com.evil.test/fcm/send/x', knownServices],
    ['https://fcm.googleapis.com:8443/fcm/send/x', knownServices],
    ['https://127.0.0.1#@fcm.googleapis.com/fcm/send/x', knownServices],
    ['https://fcm.googleapis.com@127.0.0.1/fcm/send/x', 'token: must be a push service endpoint without a user name or password'],
    ['http://fcm.googleapis.com/fcm/send/x', 'token: must be an https:// push service endpoint'],
    // known names whose addresses are refused, and one that does not resolve: one message for all three
    ['https://web.push.apple.com/QGuQyavXutnMH', unreachable],
    ['https://jmt17.google.com/fcm/send/x', unreachable],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', unreachable],
  ])('refuses %s with 400 naming the token, storing nothing', async (endpoint, message) => {
    const res = await register(endpoint).expect(400);
    expect(json(res).message).toBe(message);
    expect(await ownerOf(testApp, endpoint)).toBeUndefined();
  });

  it('leaves tokens of other platforms alone: they are never fetched', async () => {
    await cook.agent.post('/api/push-tokens').send({ token: `fcm-device-${cook.user.id}`, platform: 'android' }).expect(201);
  });
});

describe('push endpoints: delivery and moving a device (local push service)', () => {
  const network = new FakeOutboundNetwork();
  const today = todayIn(new Date());
  let pushService: LocalPushService;
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    pushService = await LocalPushService.start();
    testApp = await startTestApp({
      env: { PUSH_ALLOW_HTTP_ENDPOINTS: 'true', PUSH_ALLOW_ANY_ENDPOINT: 'true', VAPID_SUBJECT: 'mailto:push-test@example.test' },
      override: withOutboundNetwork(network),
    });
    server = testApp.app.getHttpServer();
  });
  afterAll(async () => {
    await testApp.close();
    await pushService.stop();
  });

  const received = async (subscription: LocalSubscription) => {
    await testApp.app.get(PushDispatcher).settled();
    return (await pushService.messages(subscription)) as PushPayload[];
  };
  const expiring = async (cook: SignedInUser, name: string) => {
    await addFoods(cook, await addStorageLocation(cook, `Fridge ${name}`), [{ name, expirationDate: addDays(today, 1), quantity: '1', unit: 'piece' }]);
    await cook.agent.post('/api/notifications/expiration/check').expect(200);
  };
  const subscription = async (cook: SignedInUser) => {
    const { publicKey } = (await cook.agent.get('/api/push/vapid-public-key').expect(200)).body as { publicKey: string };
    return pushService.subscribe(publicKey);
  };
  const register = (cook: SignedInUser, token: string, keys: LocalSubscription['keys']) =>
    cook.agent.post('/api/push-tokens').send({ token, platform: 'webpush', deviceInfo: { keys, label: 'Test browser' } });

  it('checks the endpoint again at every delivery: a name re-pointed inward after registration gets nothing', async () => {
    const ada = await signUp(server);
    const phone = await subscription(ada);
    // the same endpoint, by a name the test network resolves to the push service
    const endpoint = phone.endpoint.replace('127.0.0.1', 'push-service.test');
    network.point({ 'push-service.test': '127.0.0.1' });
    await register(ada, endpoint, phone.keys).expect(201);
    await expiring(ada, 'Spinach');
    expect((await received(phone)).map((message) => message.title)).toEqual(['Spinach expires tomorrow']);

    // the name now answers 0.0.0.0, which Linux would connect to this very machine: refused, nothing sent
    network.point({ 'push-service.test': '0.0.0.0' });
    const lookups = network.lookups.length;
    await expiring(ada, 'Milk');
    expect(await received(phone)).toHaveLength(1);
    expect(network.lookups.length).toBeGreaterThan(lookups);
    // not pruned: the service did not say the subscription is gone
    expect(await ownerOf(testApp, endpoint)).toBe(ada.user.id);

    // pointed back: the next check sends what failed (a failed delivery is retried) and the new item
    network.point({ 'push-service.test': '127.0.0.1' });
    await expiring(ada, 'Cream');
    expect((await received(phone)).map((message) => message.title).sort()).toEqual(['Cream expires tomorrow', 'Milk expires tomorrow', 'Spinach expires tomorrow']);
  });

  it("refuses another account's endpoint (409) unless the caller sends that subscription's own keys", async () => {
    const ada = await signUp(server);
    const bob = await signUp(server);
    const phone = await subscription(ada);
    await register(ada, phone.endpoint, phone.keys).expect(201);

    // Bob knows the endpoint (a log, a shared screen) but not the browser's secret: the device stays Ada's
    const taken = await register(bob, phone.endpoint, browserKeys()).expect(409);
    expect(json(taken)).toEqual({
      code: 'identity.push-token-taken',
      message: 'token: this device is registered to another account; unsubscribe it (or sign that account out on it) and subscribe again',
    });
    await bob.agent.post('/api/push-tokens').send({ token: phone.endpoint, platform: 'webpush' }).expect(400);
    expect(await ownerOf(testApp, phone.endpoint)).toBe(ada.user.id);
    await expiring(ada, 'Yogurt');
    expect(await received(phone)).toHaveLength(1);

    // the browser itself, now signed in as Bob, sends the same subscription: it follows its user
    await register(bob, phone.endpoint, phone.keys).expect(204);
    expect(await ownerOf(testApp, phone.endpoint)).toBe(bob.user.id);
    await ada.agent.delete(`/api/push-tokens/${encodeURIComponent(phone.endpoint)}`).expect(404);

    // a fresh subscription (a new endpoint) is always Bob's to register
    const fresh = await subscription(bob);
    await register(bob, fresh.endpoint, fresh.keys).expect(201);
  });
});
