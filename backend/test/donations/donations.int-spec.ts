import { SqlEntityManager } from '@mikro-orm/sql';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { donationsNotConfiguredMessage, type DonationsConfig, type DonorWallEntry, type OwnDonation } from '@sous/contracts';
import { FakeStripe, paymentIntentEvent, signedDelivery } from '../support/fake-stripe.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const webhookSecret = 'whsec_test_donations_secret';

interface UsageRow {
  api_name: string;
  endpoint: string;
  status_code: number | null;
  success: boolean;
  query_params: Record<string, unknown> | null;
}

const mine = async (user: SignedInUser) => (await user.agent.get('/api/donations/mine').expect(200)).body as OwnDonation[];

describe('donations with Stripe configured', () => {
  const stripe = new FakeStripe();
  let testApp: TestApp;
  let server: App;
  let donor: SignedInUser;

  beforeAll(async () => {
    await stripe.start();
    testApp = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_donations',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
    });
    server = testApp.app.getHttpServer();
    donor = await signUp(server);
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.stop();
  });

  const deliver = (event: unknown, secret = webhookSecret) => {
    const { payload, signature } = signedDelivery(event, secret);
    return request(server).post('/api/donations/webhook').set('content-type', 'application/json').set('stripe-signature', signature).send(payload);
  };

  async function donate(user: SignedInUser, body: Record<string, unknown>) {
    const res = await user.agent.post('/api/donations/create-payment-intent').send(body).expect(201);
    const { clientSecret, donationId } = res.body as { clientSecret: string; donationId: string };
    const donation = (await mine(user)).find((d) => d.id === donationId)!;
    return { clientSecret, donationId, donation };
  }

  it('tells the client that donations are on, with the publishable key and the bounds', async () => {
    const config = (await donor.agent.get('/api/donations/config').expect(200)).body as DonationsConfig;
    expect(config).toEqual({
      enabled: true,
      publishableKey: 'pk_test_donations',
      currencies: ['usd', 'eur', 'gbp', 'cad', 'aud'],
      defaultCurrency: 'usd',
      presetAmounts: [500, 1000, 2500, 5000],
      minAmount: 100,
      maxAmount: 1_000_000,
    });
  });

  it('creates a payment intent through the Stripe protocol and stores a pending donation', async () => {
    const before = stripe.requests.length;
    const { clientSecret, donationId, donation } = await donate(donor, {
      amount: 2500,
      donorName: '  Ada  ',
      donorEmail: 'ada@example.test',
      message: 'For the soup',
    });
    const call = stripe.requests[before];
    expect(call).toMatchObject({ method: 'POST', path: '/v1/payment_intents', authorization: `Bearer ${stripe.secretKey}` });
    expect(call.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call.idempotencyKey).toBe(`donation-${donationId}`);
    expect(call.params).toMatchObject({
      amount: '2500',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[donationId]': donationId,
      'metadata[userId]': donor.user.id,
      receipt_email: 'ada@example.test',
    });
    const intent = [...stripe.intents.values()].find((i) => i.metadata.donationId === donationId)!;
    expect(clientSecret).toBe(intent.client_secret);
    expect(donation).toMatchObject({
      stripePaymentIntentId: intent.id,
      amount: 2500,
      currency: 'usd',
      status: 'pending',
      donorName: 'Ada',
      donorEmail: 'ada@example.test',
      message: 'For the soup',
      anonymous: false,
      completedAt: null,
    });
  });

  it('records each Stripe call in api_usage_logs, without the donor\'s email', async () => {
    const user = await signUp(server);
    const usage = () =>
      testApp.app
        .get(SqlEntityManager)
        .fork()
        .execute<UsageRow[]>(`select api_name, endpoint, status_code, success, query_params from api_usage_logs where user_id = ? order by timestamp`, [user.user.id]);
    await donate(user, { amount: 600, donorEmail: 'private@example.test' });
    stripe.failNext(402, 'card_error', 'Your card was declined.');
    await user.agent.post('/api/donations/create-payment-intent').send({ amount: 600 }).expect(400);
    let rows: UsageRow[] = [];
    for (let i = 0; i < 50 && rows.length < 2; i++) {
      // written in the background so a slow log never delays the donor
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await usage();
    }
    expect(rows).toEqual([
      { api_name: 'stripe', endpoint: '/v1/payment_intents', status_code: 200, success: true, query_params: { amount: 600, currency: 'usd' } },
      { api_name: 'stripe', endpoint: '/v1/payment_intents', status_code: 402, success: false, query_params: { amount: 600, currency: 'usd' } },
    ]);
    expect(JSON.stringify(rows)).not.toContain('private@example.test');
  });

  it('validates the body with a 400 naming the field, and stores nothing', async () => {
    const user = await signUp(server);
    const calls = stripe.requests.length;
    const bad = async (body: Record<string, unknown>) =>
      json(await user.agent.post('/api/donations/create-payment-intent').send(body).expect(400)).message as string;
    expect(await bad({})).toMatch(/^amount: /);
    expect(await bad({ amount: 0 })).toMatch(/^amount: must be at least 100/);
    expect(await bad({ amount: -500 })).toMatch(/^amount: /);
    expect(await bad({ amount: 99 })).toMatch(/^amount: must be at least 100/);
    expect(await bad({ amount: 1_000_001 })).toMatch(/^amount: must be at most 1000000/);
    expect(await bad({ amount: 10.5 })).toMatch(/^amount: must be a whole number/);
    expect(await bad({ amount: '500' })).toMatch(/^amount: /);
    expect(await bad({ amount: 500, currency: 'jpy' })).toMatch(/^currency: must be one of usd, eur, gbp, cad, aud/);
    expect(await bad({ amount: 500, donorEmail: 'not-an-email' })).toMatch(/^donorEmail: /);
    expect(await bad({ amount: 500, donorName: 'x'.repeat(101) })).toMatch(/^donorName: must be at most 100/);
    expect(await bad({ amount: 500, message: 'x'.repeat(501) })).toMatch(/^message: must be at most 500/);
    expect(await bad({ amount: 500, anonymous: 'yes' })).toMatch(/^anonymous: /);
    expect(stripe.requests.length).toBe(calls);
    expect(await mine(user)).toEqual([]);
  });

  it('accepts the bounds and other currencies, upper-case and blank fields included', async () => {
    const user = await signUp(server);
    const low = await donate(user, { amount: 100, currency: 'EUR', donorName: '', donorEmail: '', message: '   ' });
    expect(low.donation).toMatchObject({ amount: 100, currency: 'eur', donorName: null, donorEmail: null, message: null });
    const high = await donate(user, { amount: 1_000_000, currency: 'gbp', anonymous: true });
    expect(high.donation).toMatchObject({ amount: 1_000_000, currency: 'gbp', anonymous: true });
  });

  it('answers 503 and stores nothing when Stripe fails', async () => {
    const user = await signUp(server);
    stripe.failNext(500);
    stripe.failNext(500);
    const res = await user.agent.post('/api/donations/create-payment-intent').send({ amount: 500 }).expect(503);
    expect(json(res).message).toBe('The payment service could not be reached. Please try again later.');
    expect(await mine(user)).toEqual([]);
  });

  it('refuses signed-out callers on every route but the webhook', async () => {
    await request(server).get('/api/donations/config').expect(401);
    await request(server).post('/api/donations/create-payment-intent').send({ amount: 500 }).expect(401);
    await request(server).get('/api/donations/donors').expect(401);
    await request(server).get('/api/donations/mine').expect(401);
  });

  it('moves a donation to succeeded on a signed webhook, once, with completedAt; replays change nothing', async () => {
    const { donation } = await donate(donor, { amount: 1000, donorName: 'Grace' });
    const event = paymentIntentEvent('payment_intent.succeeded', { id: donation.stripePaymentIntentId, amount: 1000, currency: 'usd' });
    expect((await deliver(event).expect(200)).body).toEqual({ received: true });
    const settled = (await mine(donor)).find((d) => d.id === donation.id)!;
    expect(settled.status).toBe('succeeded');
    expect(settled.completedAt).not.toBeNull();
    expect(Date.parse(settled.completedAt!)).toBeGreaterThanOrEqual(Date.parse(settled.createdAt));

    await new Promise((resolve) => setTimeout(resolve, 20));
    await deliver(event).expect(200);
    // a late failure or cancel for a paid intent does not move it back either
    await deliver(paymentIntentEvent('payment_intent.payment_failed', { id: donation.stripePaymentIntentId })).expect(200);
    await deliver(paymentIntentEvent('payment_intent.canceled', { id: donation.stripePaymentIntentId })).expect(200);
    const again = (await mine(donor)).find((d) => d.id === donation.id)!;
    expect(again).toEqual(settled);
  });

  it('settles once under concurrent deliveries of the same outcome', async () => {
    const { donation } = await donate(donor, { amount: 1100 });
    const event = paymentIntentEvent('payment_intent.succeeded', { id: donation.stripePaymentIntentId });
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const rows = (await mine(donor)).filter((d) => d.id === donation.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('succeeded');
  });

  it('records failed, then succeeded after a retry; and canceled', async () => {
    const { donation: retried } = await donate(donor, { amount: 700 });
    await deliver(paymentIntentEvent('payment_intent.payment_failed', { id: retried.stripePaymentIntentId })).expect(200);
    let row = (await mine(donor)).find((d) => d.id === retried.id)!;
    expect(row.status).toBe('failed');
    expect(row.completedAt).not.toBeNull();
    await deliver(paymentIntentEvent('payment_intent.succeeded', { id: retried.stripePaymentIntentId })).expect(200);
    row = (await mine(donor)).find((d) => d.id === retried.id)!;
    expect(row.status).toBe('succeeded');

    const { donation: dropped } = await donate(donor, { amount: 800 });
    await deliver(paymentIntentEvent('payment_intent.canceled', { id: dropped.stripePaymentIntentId })).expect(200);
    await deliver(paymentIntentEvent('payment_intent.succeeded', { id: dropped.stripePaymentIntentId })).expect(200);
    row = (await mine(donor)).find((d) => d.id === dropped.id)!;
    expect(row.status).toBe('canceled');
    expect(row.completedAt).not.toBeNull();
  });

  it('rejects a bad signature with 400 and changes nothing', async () => {
    const { donation } = await donate(donor, { amount: 900 });
    const event = paymentIntentEvent('payment_intent.succeeded', { id: donation.stripePaymentIntentId });
    expect(json(await deliver(event, 'whsec_someone_else').expect(400)).message).toBe('Invalid Stripe signature');
    // signed, then tampered with: the bytes no longer match
    const { payload, signature } = signedDelivery(event, webhookSecret);
    await request(server)
      .post('/api/donations/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload.replace('"livemode":false', '"livemode":true'))
      .expect(400);
    // the same object re-serialised with other spacing is other bytes too
    await request(server)
      .post('/api/donations/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(JSON.stringify(event, null, 2))
      .expect(400);
    await request(server).post('/api/donations/webhook').set('content-type', 'application/json').send(payload).expect(400);
    // an old delivery (outside the SDK's 5-minute tolerance) is a replay attack, not a retry
    const stale = signedDelivery(event, webhookSecret, Math.floor(Date.now() / 1000) - 3600);
    await request(server).post('/api/donations/webhook').set('content-type', 'application/json').set('stripe-signature', stale.signature).send(stale.payload).expect(400);
    expect((await mine(donor)).find((d) => d.id === donation.id)!.status).toBe('pending');
  });

  it('acknowledges events it does not follow and intents it did not create', async () => {
    await deliver(paymentIntentEvent('payment_intent.created', { id: 'pi_unrelated' })).expect(200);
    await deliver(paymentIntentEvent('payment_intent.succeeded', { id: 'pi_from_another_app' })).expect(200);
    await deliver({ id: 'evt_charge', object: 'event', type: 'charge.succeeded', data: { object: { object: 'charge', id: 'ch_1' } } }).expect(200);
  });

  it('shows paid, named, non-anonymous donations on the wall, newest first, without emails or user ids', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const named = await donate(a, { amount: 1500, donorName: 'Wall Named', donorEmail: 'named@example.test', message: 'Keep cooking' });
    const hidden = await donate(b, { amount: 2000, donorName: 'Wall Hidden', donorEmail: 'hidden@example.test', anonymous: true });
    const unpaid = await donate(b, { amount: 3000, donorName: 'Wall Unpaid' });
    const later = await donate(b, { amount: 500, donorName: 'Wall Later' });
    for (const d of [named, hidden]) {
      await deliver(paymentIntentEvent('payment_intent.succeeded', { id: d.donation.stripePaymentIntentId })).expect(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    await deliver(paymentIntentEvent('payment_intent.succeeded', { id: later.donation.stripePaymentIntentId })).expect(200);

    const res = await b.agent.get('/api/donations/donors').expect(200);
    const wall = res.body as DonorWallEntry[];
    const names = wall.map((entry) => entry.donorName);
    expect(names).toContain('Wall Named');
    expect(names).not.toContain('Wall Hidden');
    expect(names).not.toContain(unpaid.donation.donorName);
    expect(names.indexOf('Wall Later')).toBeLessThan(names.indexOf('Wall Named'));
    expect(wall.find((entry) => entry.donorName === 'Wall Named')).toEqual({
      id: named.donationId,
      donorName: 'Wall Named',
      amount: 1500,
      currency: 'usd',
      message: 'Keep cooking',
      completedAt: expect.any(String) as string,
    });
    expect(res.text).not.toMatch(/@example\.test/);
    expect(res.text).not.toContain(a.user.id);
    expect(wall.length).toBeLessThanOrEqual(20);
  });

  it('lists only the caller’s own donations', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const own = await donate(a, { amount: 1200, donorEmail: 'own@example.test' });
    await donate(b, { amount: 1300 });
    const list = await mine(a);
    expect(list.map((d) => d.id)).toEqual([own.donationId]);
    expect((await mine(b)).map((d) => d.id)).not.toContain(own.donationId);
  });
});

describe('donations without Stripe keys', () => {
  let testApp: TestApp;
  let server: App;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    user = await signUp(server);
  });
  afterAll(() => testApp.close());

  it('says donations are off in the config, without a key', async () => {
    const config = (await user.agent.get('/api/donations/config').expect(200)).body as DonationsConfig;
    expect(config).toMatchObject({ enabled: false, publishableKey: null });
  });

  it('answers 503 with the not-set-up message to payments and webhooks, and stores nothing', async () => {
    const res = await user.agent.post('/api/donations/create-payment-intent').send({ amount: 500 }).expect(503);
    expect(json(res).message).toBe(donationsNotConfiguredMessage);
    const { payload, signature } = signedDelivery(paymentIntentEvent('payment_intent.succeeded', { id: 'pi_x' }), webhookSecret);
    const hook = await request(server).post('/api/donations/webhook').set('content-type', 'application/json').set('stripe-signature', signature).send(payload).expect(503);
    expect(json(hook).message).toBe(donationsNotConfiguredMessage);
    expect(await mine(user)).toEqual([]);
  });

  it('still validates first: a bad body is a 400 naming the field', async () => {
    expect(json(await user.agent.post('/api/donations/create-payment-intent').send({ amount: 0 }).expect(400)).message).toMatch(/^amount: /);
  });
});
