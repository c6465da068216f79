import request from 'supertest';
import type { App } from 'supertest/types.js';
import { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, todayIn } from '@sous/kitchen';
import { apiTokenMessages, type CalendarFeedSettings, type CreatedApiToken, type CreatedCalendarFeed, type PushPayload } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { randomBytes } from 'node:crypto';
import { PushDispatcher } from '../../src/modules/push/events/push-dispatcher.js';
import { type PushDestination, PushSender } from '../../src/modules/push/domain/ports/push-sender.port.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addApiToken, addFood, addRecipe, addShoppingEntry, addStorageLocation, joinHousehold, planMeal, signUpHousemate } from '../support/factories.js';
import { connectSocket, eventually, record, type TestSocket } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp } from '../support/test-app.js';

/**
 * Issue 32, found by a fuzzer: a member who left kept the household's calendar feed. What a member
 * reaches of a household — the feed URL they made, their API tokens, push alerts, open sockets —
 * ends when they leave it, move to another or delete their account, through HTTP as a client sees it.
 */
/**
 * Every push the app hands over for delivery, by device. Whom a push goes to is what is tested here;
 * encrypting and posting it to a push service is push's own suite (test/push).
 */
class RecordingPushSender extends PushSender {
  readonly publicKey = 'test';
  readonly sent: { endpoint: string; payload: PushPayload }[] = [];

  send(device: PushDestination, payload: PushPayload): Promise<'sent'> {
    this.sent.push({ endpoint: device.endpoint, payload });
    return Promise.resolve('sent');
  }
}

describe('access follows membership', () => {
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  let appUrl: string;
  const pushes = new RecordingPushSender();
  const sockets: TestSocket[] = [];
  const today = todayIn(new Date());

  beforeAll(async () => {
    testApp = await listeningTestApp({ override: (builder) => builder.overrideProvider(PushSender).useValue(pushes) });
    ({ server, baseUrl } = testApp);
    appUrl = testApp.app.get(AppConfig).appUrl;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => testApp.close());

  const db = () => testApp.app.get(SqlEntityManager).fork();
  const connect = async (user: SignedInUser) => {
    const socket = await connectSocket(baseUrl, undefined, user.cookie);
    sockets.push(socket);
    return socket;
  };
  /** The feed as a calendar app fetches it: no session, the URL's secret only. */
  const fetchFeed = (url: string) => request(server).get(url.slice(appUrl.length));
  const bearer = (token: string, path: string) => request(server).get(path).set('Authorization', `Bearer ${token}`);
  /** The titles of the pushes sent to a device so far (they go out after the request has answered). */
  const received = async (phone: Phone) => {
    await testApp.app.get(PushDispatcher).settled();
    return pushes.sent.filter((push) => push.endpoint === phone).map((push) => push.payload.title);
  };

  /**
   * A subscribed browser of the cook, in store mode (shopping alerts on). The push token row is
   * written directly: registering checks the endpoint against the real push services (identity's
   * push-token suite covers that), and what this suite asks is whose devices a push then reaches.
   */
  async function subscribe(cook: SignedInUser): Promise<Phone> {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
    const deviceInfo = { keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, label: 'Phone' };
    await db().execute("insert into push_tokens (user_id, token, platform, device_info) values (?, ?, 'webpush', ?)", [cook.user.id, endpoint, JSON.stringify(deviceInfo)]);
    await cook.agent.put('/api/push/preferences').send({ token: endpoint, storeModeHours: 3 }).expect(200);
    return endpoint;
  }

  /** A subscribed browser, by its endpoint. */
  type Phone = string;

  /** What the second member reaches of Ada's household: a feed URL, a token, a subscribed phone, a socket. */
  interface Reach {
    feed: CreatedCalendarFeed;
    token: CreatedApiToken;
    phone: Phone;
    socket: TestSocket;
  }

  /** What stays in Ada's household: a recipe, its planned dinner, Ada's phone. */
  interface Kitchen {
    planId: string;
    recipeId: string;
    adaPhone: Phone;
  }

  /** Ada's household with a planned dinner, and Bob in it holding everything a member can hold. */
  async function sharedKitchen(): Promise<{ ada: SignedInUser; bob: SignedInUser; kitchen: Kitchen; reach: Reach }> {
    const ada = await signUp(server, { firstName: 'Ada' });
    const bob = await signUpHousemate(server, ada, { firstName: 'Bob' });
    const recipe = await addRecipe(ada, { title: 'Secret family stew', ingredients: ['1 onion'] });
    const plan = await planMeal(ada, { recipeId: recipe.id, date: addDays(today, 1), notes: 'Grandma’s way' });
    const adaPhone = await subscribe(ada);
    const feed = json(await bob.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    await ada.agent.put('/api/household/calendar-feed').send({ dinner: '19:15' }).expect(200);
    const token = await addApiToken(bob, { name: 'Kitchen tablet', scope: 'read-write' });
    const reach = { feed, token, phone: await subscribe(bob), socket: await connect(bob) };

    // all of it works while Bob is a member: the checks below can fail
    expect((await fetchFeed(feed.url).expect(200)).text).toContain('Secret family stew');
    const plans = (await bearer(token.token, '/api/meal-plans').expect(200)).body as { id: string }[];
    expect(plans.map((p) => p.id)).toContain(plan.id);
    await addShoppingEntry(ada, { ingredient: 'Saffron' });
    expect(await received(reach.phone)).toEqual(['Ada added Saffron to the list']);
    return { ada, bob, kitchen: { planId: plan.id, recipeId: recipe.id, adaPhone }, reach };
  }

  /** Nothing Bob made or holds reaches Ada's household any more, and what Ada does stays hers. */
  async function expectCutOff(ada: SignedInUser, bob: SignedInUser, { feed, token, phone, socket }: Reach, { planId, recipeId, adaPhone }: Kitchen) {
    // at once, before any clean-up ran: the URL is 404 (never 410: a feed does not say it existed)
    const gone = await fetchFeed(feed.url).expect(404);
    expect(json(gone)).toMatchObject({ message: 'Calendar feed not found' });
    const refused = await bearer(token.token, '/api/meal-plans').expect(401);
    expect(json(refused).message).toBe(apiTokenMessages.invalid);
    await bearer(token.token, `/api/recipes/${recipeId}`).expect(401);

    // and for good: the token is deleted, the URL revoked (Ada's meal times stay for her next URL)
    await waitFor(async () => (await db().execute('select id from api_tokens where user_id = ?', [bob.user.id])).length === 0);
    expect((await bob.agent.get('/api/tokens').expect(200)).body).toEqual([]);
    const feedSettings = async () => json(await ada.agent.get('/api/household/calendar-feed').expect(200)) as unknown as CalendarFeedSettings;
    await waitFor(async () => (await feedSettings()).active === false);
    expect(await feedSettings()).toMatchObject({ active: false, createdAt: null, dinner: '19:15' });

    // a token Bob makes now acts in his new household only: Ada's plan and recipe are 404 to it
    const fresh = await addApiToken(bob, { name: 'New tablet', scope: 'read' });
    const theirs = (await bearer(fresh.token, '/api/meal-plans').expect(200)).body as { id: string }[];
    expect(theirs.map((p) => p.id)).not.toContain(planId);
    await bearer(fresh.token, `/api/recipes/${recipeId}`).expect(404);

    // Ada's household goes on without Bob's devices: her writes reach her socket, not his…
    const adaPlans = record(await connect(ada), 'meal-plan:created');
    const bobPlans = record(socket, 'meal-plan:created');
    await planMeal(ada, { recipeId, date: addDays(today, 2) });
    await eventually(() => expect(adaPlans).toHaveLength(1));
    // …nor his phone: a shopping addition in store mode, an item expiring today
    await addShoppingEntry(ada, { ingredient: 'Truffle' });
    await addFood(ada, await addStorageLocation(ada, 'Cold room'), { name: 'Cream', quantity: '1', unit: 'cup', expirationDate: today });
    await bob.agent.post('/api/notifications/expiration/check').expect(200);
    await ada.agent.post('/api/notifications/expiration/check').expect(200);
    expect(await received(adaPhone)).toEqual(['Cream expires today']);
    expect(await received(phone)).toEqual(['Ada added Saffron to the list']);
    expect(bobPlans).toEqual([]);
  }

  /** Polls an async condition (the clean-up runs after the move has answered). */
  async function waitFor(condition: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('ends the feed URL, API tokens, push alerts and socket events of a member who leaves', async () => {
    const { ada, bob, kitchen, reach } = await sharedKitchen();
    const own = json(await bob.agent.post('/api/household/leave').expect(200));
    expect(own.id).not.toBe(ada.user.householdId);
    await expectCutOff(ada, bob, reach, kitchen);

    // the phone stays Bob's (a device is its person's): it now hears his own household
    const carl = await signUpHousemate(server, bob, { firstName: 'Carl' });
    await addShoppingEntry(carl, { ingredient: 'Bread' });
    expect(await received(reach.phone)).toEqual(['Ada added Saffron to the list', 'Carl joined your household', 'Carl added Bread to the list']);
  });

  it('ends them for a member who moves to another household by invite', async () => {
    const { ada, bob, kitchen, reach } = await sharedKitchen();
    const dora = await signUp(server, { firstName: 'Dora' });
    const doraPhone = await subscribe(dora);
    await joinHousehold(dora, bob);
    expect(bob.user.householdId).toBe(dora.user.householdId);
    await expectCutOff(ada, bob, reach, kitchen);
    // the household Bob joined heard of him; his phone hears it from now on, not before
    expect(await received(doraPhone)).toEqual(['Bob joined your household']);
    await addShoppingEntry(dora, { ingredient: 'Figs' });
    expect(await received(reach.phone)).toEqual(['Ada added Saffron to the list', 'Dora added Figs to the list']);
  });

  it("keeps a URL another member made when someone leaves, and a returning member's old URL stays dead", async () => {
    const ada = await signUp(server, { firstName: 'Ada' });
    const bob = await signUpHousemate(server, ada, { firstName: 'Bob' });
    const adaFeed = json(await ada.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    await bob.agent.post('/api/household/leave').expect(200);
    // Bob was never shown Ada's URL: it keeps working for the household
    await fetchFeed(adaFeed.url).expect(200);
    expect(json(await ada.agent.get('/api/household/calendar-feed').expect(200))).toMatchObject({ active: true });

    // Bob comes back and makes the URL (Ada's is replaced), leaves, and comes back again
    await joinHousehold(ada, bob);
    const bobFeed = json(await bob.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    await fetchFeed(bobFeed.url).expect(200);
    await bob.agent.post('/api/household/leave').expect(200);
    await fetchFeed(bobFeed.url).expect(404);
    await waitFor(async () => (json(await ada.agent.get('/api/household/calendar-feed').expect(200)) as unknown as CalendarFeedSettings).active === false);
    await joinHousehold(ada, bob);
    await fetchFeed(bobFeed.url).expect(404);
  });

  it("ends the feed URL of a member who deletes their account; the household's other data stays", async () => {
    const ada = await signUp(server);
    const bob = await signUpHousemate(server, ada);
    const feed = json(await bob.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    await bob.agent.delete('/api/account').send({ password: bob.password }).expect(204);
    await fetchFeed(feed.url).expect(404);
    await waitFor(async () => (await db().execute('select 1 from calendar_feeds where household_id = ? and secret_hash is null', [ada.user.householdId])).length === 1);
  });

  it('refuses a departed member\'s URL and token on every request, even where no revocation ran', async () => {
    const ada = await signUp(server);
    const bob = await signUpHousemate(server, ada);
    const elsewhere = await signUp(server);
    const feed = json(await bob.agent.post('/api/household/calendar-feed').expect(201)) as unknown as CreatedCalendarFeed;
    const token = await addApiToken(bob, { name: 'Script', scope: 'read' });
    // the membership changed behind the app's back: no event, no clean-up, only the users row
    await db().execute('update users set household_id = ? where id = ?', [elsewhere.user.householdId, bob.user.id]);
    await fetchFeed(feed.url).expect(404);
    await bearer(token.token, '/api/auth/user').expect(401);
    expect(await db().execute('select id from api_tokens where user_id = ?', [bob.user.id])).toHaveLength(1);
    // what decides is the membership as it is at the request
    await db().execute('update users set household_id = ? where id = ?', [ada.user.householdId, bob.user.id]);
    await fetchFeed(feed.url).expect(200);
    await bearer(token.token, '/api/auth/user').expect(200);
  });
});
