import { SqlEntityManager } from '@mikro-orm/sql';
import type { PushPayload, PushPreferences } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { PushDispatcher, shoppingPushWindowMs } from '../../src/modules/push/events/push-dispatcher.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, addShoppingEntry, addStorageLocation, joinHousehold, signUpHousemate, subscribeToPushes } from '../support/factories.js';
import { type LocalSubscription, pushSuite } from './local-push-service.js';

describe('web push', () => {
  const suite = pushSuite();
  const today = todayIn(new Date());

  /** Every push the events so far called for has been sent (they go out after the request answers). */
  const pushesSent = () => suite.testApp.app.get(PushDispatcher).settled();
  const received = async (subscription: LocalSubscription) => {
    await pushesSent();
    return (await suite.pushService.messages(subscription)) as PushPayload[];
  };
  const tokenRow = async (endpoint: string) =>
    (await suite.testApp.app.get(SqlEntityManager).fork().execute<{ id: string }[]>('select id from push_tokens where token = ?', [endpoint]))[0];

  const subscribe = (cook: SignedInUser) => subscribeToPushes(cook, suite.pushService);
  const setPreferences = async (cook: SignedInUser, subscription: LocalSubscription, changes: Record<string, unknown>) =>
    (await cook.agent.put('/api/push/preferences').send({ token: subscription.endpoint, ...changes }).expect(200)).body as PushPreferences;

  async function kitchenWith(cook: SignedInUser, items: { name: string; inDays: number }[]): Promise<string[]> {
    const foods = items.map(({ name, inDays }) => ({ name, expirationDate: addDays(today, inDays), quantity: '2', unit: 'piece' }));
    return (await addFoods(cook, await addStorageLocation(cook, 'Fridge'), foods)).map((item) => item.id);
  }
  const check = (cook: SignedInUser) => cook.agent.post('/api/notifications/expiration/check').expect(200);

  async function sameHousehold(): Promise<[SignedInUser, SignedInUser]> {
    const ada = await signUp(suite.server, { firstName: 'Ada' });
    return [ada, await signUpHousemate(suite.server, ada, { firstName: 'Bob' })];
  }

  it('serves one VAPID key, keeps per-device choices, and forgets them with the subscription', async () => {
    const ada = await signUp(suite.server);
    const first = (await ada.agent.get('/api/push/vapid-public-key').expect(200)).body as { publicKey: string };
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await ada.agent.get('/api/push/vapid-public-key').expect(200)).body).toEqual(first);

    const phone = await subscribe(ada);
    const defaults = (await ada.agent.get('/api/push/preferences').query({ token: phone.endpoint }).expect(200)).body as PushPreferences;
    expect(defaults).toEqual({ token: phone.endpoint, expiring: true, shopping: true, invitations: true, storeModeUntil: null });

    expect(await setPreferences(ada, phone, { expiring: false })).toMatchObject({ expiring: false, shopping: true, invitations: true });
    const shopping = await setPreferences(ada, phone, { storeModeHours: 2 });
    expect(shopping.expiring).toBe(false);
    const hoursLeft = (Date.parse(shopping.storeModeUntil!) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1.9);
    expect(hoursLeft).toBeLessThanOrEqual(2);
    expect((await setPreferences(ada, phone, { storeModeHours: 0 })).storeModeUntil).toBeNull();

    // another user's device reads as unknown
    const eve = await signUp(suite.server);
    const foreign = await eve.agent.get('/api/push/preferences').query({ token: phone.endpoint }).expect(404);
    expect(json(foreign).message).toBe('Push subscription not found');
    await eve.agent.put('/api/push/preferences').send({ token: phone.endpoint, expiring: true }).expect(404);

    await ada.agent.delete(`/api/push-tokens/${encodeURIComponent(phone.endpoint)}`).expect(204);
    await ada.agent.get('/api/push/preferences').query({ token: phone.endpoint }).expect(404);
  });

  it.each([
    [{ token: 'https://push.example/1', platform: 'webpush' }, /^deviceInfo/],
    [{ token: 'https://push.example/1', platform: 'webpush', deviceInfo: { keys: { p256dh: 'short', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } } }, /^deviceInfo\.keys\.p256dh: /],
    [{ token: 'not a url', platform: 'webpush', deviceInfo: { keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } } }, /^token: /],
  ])('refuses a malformed web push subscription %j with a 400 naming the field', async (body, message) => {
    const ada = await signUp(suite.server);
    const res = await ada.agent.post('/api/push-tokens').send(body).expect(400);
    expect(json(res).message).toMatch(message);
  });

  it('answers 400 naming the field for bad preferences and actions', async () => {
    const ada = await signUp(suite.server);
    expect(json(await ada.agent.put('/api/push/preferences').send({ token: 'nope', expiring: true }).expect(400)).message).toMatch(/^token: /);
    expect(json(await ada.agent.put('/api/push/preferences').send({ token: 'https://push.example/1', storeModeHours: 13 }).expect(400)).message).toMatch(/^storeModeHours: /);
    expect(json(await ada.agent.post('/api/push/actions').send({ action: 'used-it', foodItemId: 'x' }).expect(400)).message).toMatch(/^foodItemId: /);
  });

  it('sends each expiring item once per device and day, with its actions, and decrypts to the payload', async () => {
    const ada = await signUp(suite.server);
    const [spinach, milk] = await kitchenWith(ada, [
      { name: 'Spinach', inDays: 1 },
      { name: 'Milk', inDays: 0 },
      { name: 'Rice', inDays: 90 },
    ]);
    const phone = await subscribe(ada);
    const laptop = await subscribe(ada);
    const muted = await subscribe(ada);
    await setPreferences(ada, muted, { expiring: false });

    await check(ada);
    const messages = await received(phone);
    expect(messages).toEqual([
      {
        kind: 'expiring',
        title: 'Milk expires today',
        body: 'Use it soon, or add it to your shopping list.',
        url: '/inventory',
        tag: `expiring-${milk}`,
        actions: [
          { action: 'open', title: 'Open' },
          { action: 'used-it', title: 'Used it' },
          { action: 'add-to-list', title: 'Add to list' },
        ],
        data: { foodItemId: milk, foodItemName: 'Milk', daysUntilExpiry: 0 },
      },
      expect.objectContaining({ kind: 'expiring', title: 'Spinach expires tomorrow', tag: `expiring-${spinach}` }),
    ]);
    expect(await received(laptop)).toHaveLength(2);
    expect(await received(muted)).toEqual([]);

    // the job and a manual check the same day: nothing new
    await check(ada);
    expect(await received(phone)).toHaveLength(2);
    const sent = await suite.testApp.app.get(SqlEntityManager).fork().execute<{ n: string }[]>('select count(*) as n from push_deliveries where food_item_id in (?, ?)', [spinach, milk]);
    expect(Number(sent[0].n)).toBe(4);
  });

  it('tells members in store mode what another member adds, never the adder or another household', async () => {
    const [ada, bob] = await sameHousehold();
    const adaPhone = await subscribe(ada);
    const bobPhone = await subscribe(bob);
    const eve = await signUp(suite.server);
    const evePhone = await subscribe(eve);
    // Bob's joining may still reach Ada's new phone ("Bob joined your household"; through Redis it can land after
    // she subscribes): this test is about what the list sends
    const shopping = async (subscription: LocalSubscription) => (await received(subscription)).filter((push) => push.kind === 'shopping');
    await setPreferences(eve, evePhone, { storeModeHours: 1 });
    await setPreferences(bob, bobPhone, { storeModeHours: 1 });

    // not in store mode yet: Ada hears nothing
    await addShoppingEntry(bob, { ingredient: 'Eggs' });
    expect(await shopping(adaPhone)).toEqual([]);

    await setPreferences(ada, adaPhone, { storeModeHours: 3 });
    await addShoppingEntry(bob, { ingredient: 'Butter' });
    expect(await shopping(adaPhone)).toEqual([
      { kind: 'shopping', title: 'Bob added Butter to the list', body: 'Butter', url: '/shopping-list', tag: 'shopping-list', actions: [{ action: 'open', title: 'Open' }], data: { shoppingItemIds: [expect.any(String)] } },
    ]);
    expect(await shopping(bobPhone)).toEqual([]);
    expect(await received(evePhone)).toEqual([]);

    // a list typed in a row is one push for the lot, not one a line (within the window; widened here
    // so three requests on a loaded machine surely fall in it; settled() sends what waits)
    const dispatcher = suite.testApp.app.get(PushDispatcher);
    dispatcher.additionsWindowMs = 60_000;
    for (const ingredient of ['Milk', 'Bread', 'Apples']) await addShoppingEntry(bob, { ingredient });
    dispatcher.additionsWindowMs = shoppingPushWindowMs;
    const [, typed, ...more] = await shopping(adaPhone);
    expect(more).toEqual([]);
    expect(typed).toMatchObject({ title: 'Bob added 3 items to the list', data: { shoppingItemIds: [expect.any(String), expect.any(String), expect.any(String)] } });
    expect(typed.body).toMatch(/Milk.*Bread.*Apples/);

    // opted out of shopping: store mode alone is not enough
    await setPreferences(ada, adaPhone, { shopping: false });
    await addShoppingEntry(bob, { ingredient: 'Flour' });
    expect(await shopping(adaPhone)).toHaveLength(2);
  });

  it("tells a household's members who joined with their invite, unless they opted out", async () => {
    const ada = await signUp(suite.server, { firstName: 'Ada' });
    const carl = await signUpHousemate(suite.server, ada, { firstName: 'Carl' });
    const adaPhone = await subscribe(ada);
    const adaTablet = await subscribe(ada);
    await setPreferences(ada, adaTablet, { invitations: false });
    const carlPhone = await subscribe(carl);
    const outsider = await signUp(suite.server);
    const outsiderPhone = await subscribe(outsider);

    const dan = await signUp(suite.server, { firstName: 'Dan' });
    await joinHousehold(ada, dan);
    const [adaHeard] = await received(adaPhone);
    expect(adaHeard).toMatchObject({ kind: 'invitations', title: 'Dan joined your household', url: '/settings', actions: [{ action: 'open', title: 'Open' }] });
    expect(await received(carlPhone)).toHaveLength(1);
    expect(await received(adaTablet)).toEqual([]);
    expect(await received(outsiderPhone)).toEqual([]);
  });

  it('drops a subscription the push service says is gone (410)', async () => {
    const ada = await signUp(suite.server);
    await kitchenWith(ada, [{ name: 'Cream', inDays: 1 }]);
    const kept = await subscribe(ada);
    const gone = await subscribe(ada);
    await suite.pushService.expire(gone);
    await check(ada);
    await pushesSent();
    expect(await tokenRow(gone.endpoint)).toBeUndefined();
    expect(await tokenRow(kept.endpoint)).toBeDefined();
    expect(await received(kept)).toHaveLength(1);
  });

  it('performs the notification buttons through the app: "Used it" eats the lot, "Add to list" adds it', async () => {
    const ada = await signUp(suite.server);
    const [yogurt] = await kitchenWith(ada, [{ name: 'Yogurt', inDays: 1 }]);
    await ada.agent.post('/api/push/actions').send({ action: 'add-to-list', ingredient: 'Yogurt' }).expect(204);
    const list = (await ada.agent.get('/api/shopping-list/items').expect(200)).body as { ingredient: string }[];
    expect(list.map((item) => item.ingredient)).toContain('Yogurt');

    const eve = await signUp(suite.server);
    const foreign = await eve.agent.post('/api/push/actions').send({ action: 'used-it', foodItemId: yogurt }).expect(404);
    expect(json(foreign).message).toBe('Food item not found');

    await ada.agent.post('/api/push/actions').send({ action: 'used-it', foodItemId: yogurt }).expect(204);
    const left = (await ada.agent.get('/api/food-items').expect(200)).body as { id: string }[];
    expect(left.map((item) => item.id)).not.toContain(yogurt);
  });
});
