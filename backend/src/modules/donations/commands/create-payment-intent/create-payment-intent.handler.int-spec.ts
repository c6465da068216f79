import { randomUUID } from 'node:crypto';
import { createPaymentIntentBody } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { insertHousehold, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { DonationsNotConfiguredError } from '../../domain/donation.errors.js';
import type { NewPaymentIntent, PaymentGateway } from '../../domain/ports/payment-gateway.port.js';
import { CreatePaymentIntentCommand } from './create-payment-intent.command.js';
import { CreatePaymentIntentHandler } from './create-payment-intent.handler.js';

const db = useTestDatabase();

async function fakes(create: (intent: NewPaymentIntent, key: string) => Promise<{ id: string; clientSecret: string }>) {
  const { householdId, userId } = await insertHousehold(db.em);
  const actor: Actor = { userId, householdId, role: 'member' };
  const calls: { intent: NewPaymentIntent; key: string }[] = [];
  // the port faked whole: the handler never learns which provider answers
  const stripe: PaymentGateway = {
    enabled: true,
    publishableKey: 'pk_test',
    createPaymentIntent: (intent: NewPaymentIntent, key: string) => {
      calls.push({ intent, key });
      return create(intent, key);
    },
    verifyWebhook: () => {
      throw new Error('not used here');
    },
  };
  const donations = () => db.em.execute<{ id: string }[]>('select id from donations where user_id = ?', [userId]);
  return { actor, stripe, calls, donations, handler: new CreatePaymentIntentHandler(db.em, stripe) };
}

describe('CreatePaymentIntentHandler on the database', () => {
  it('asks Stripe first with the donation id as idempotency key, then stores the pending donation', async () => {
    // stripe_payment_intent_id is unique: an id no other test stores
    const intentId = `pi_${randomUUID()}`;
    const f = await fakes(() => Promise.resolve({ id: intentId, clientSecret: 'pi_1_secret' }));
    const body = createPaymentIntentBody.parse({ amount: 1500, currency: 'EUR', donorName: ' Ada ', donorEmail: 'ada@example.test', anonymous: true });
    const answer = await f.handler.execute(new CreatePaymentIntentCommand(f.actor, body));

    expect(answer.clientSecret).toBe('pi_1_secret');
    expect(f.calls).toEqual([
      { intent: { amount: 1500, currency: 'eur', donationId: answer.donationId, userId: f.actor.userId, receiptEmail: 'ada@example.test' }, key: `donation-${answer.donationId}` },
    ]);
    expect(await f.donations()).toEqual([{ id: answer.donationId }]);
    expect(await rowById(db.em, 'donations', answer.donationId)).toMatchObject({
      id: answer.donationId,
      user_id: f.actor.userId,
      stripe_payment_intent_id: intentId,
      amount: 1500,
      currency: 'eur',
      donor_name: 'Ada',
      donor_email: 'ada@example.test',
      message: null,
      anonymous: true,
      status: 'pending',
    });
  });

  it('stores nothing when Stripe refuses or donations are off', async () => {
    const f = await fakes(() => Promise.reject(new DonationsNotConfiguredError()));
    const body = createPaymentIntentBody.parse({ amount: 500 });
    await expect(f.handler.execute(new CreatePaymentIntentCommand(f.actor, body))).rejects.toMatchObject({
      code: 'donations.not-configured',
      message: 'Donations are not set up on this server',
    });
    expect(f.calls).toHaveLength(1);
    expect(await f.donations()).toEqual([]);
  });
});
