import type { SqlEntityManager } from '@mikro-orm/sql';
import { createPaymentIntentBody } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { DonationsNotConfiguredError } from '../../domain/donation.errors.js';
import type { NewPaymentIntent, PaymentGateway } from '../../domain/ports/payment-gateway.port.js';
import { CreatePaymentIntentCommand } from './create-payment-intent.command.js';
import { CreatePaymentIntentHandler } from './create-payment-intent.handler.js';

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };

function fakes(create: (intent: NewPaymentIntent, key: string) => Promise<{ id: string; clientSecret: string }>) {
  const created: Record<string, unknown>[] = [];
  let flushed = 0;
  const em = {
    create: (_entity: unknown, data: Record<string, unknown>) => {
      created.push(data);
      return data;
    },
    flush: () => {
      flushed += 1;
      return Promise.resolve();
    },
  } as unknown as SqlEntityManager;
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
  return { em, stripe, created, calls, flushed: () => flushed };
}

describe('CreatePaymentIntentHandler', () => {
  it('asks Stripe first with the donation id as idempotency key, then stores the pending donation', async () => {
    const f = fakes(() => Promise.resolve({ id: 'pi_1', clientSecret: 'pi_1_secret' }));
    const body = createPaymentIntentBody.parse({ amount: 1500, currency: 'EUR', donorName: ' Ada ', donorEmail: 'ada@example.test', anonymous: true });
    const answer = await new CreatePaymentIntentHandler(f.em, f.stripe).execute(new CreatePaymentIntentCommand(actor, body));

    expect(answer.clientSecret).toBe('pi_1_secret');
    expect(f.calls).toEqual([
      { intent: { amount: 1500, currency: 'eur', donationId: answer.donationId, userId: 'u1', receiptEmail: 'ada@example.test' }, key: `donation-${answer.donationId}` },
    ]);
    expect(f.created).toEqual([
      {
        id: answer.donationId,
        userId: 'u1',
        stripePaymentIntentId: 'pi_1',
        amount: 1500,
        currency: 'eur',
        donorName: 'Ada',
        donorEmail: 'ada@example.test',
        message: null,
        anonymous: true,
      },
    ]);
    expect(f.flushed()).toBe(1);
  });

  it('stores nothing when Stripe refuses or donations are off', async () => {
    const f = fakes(() => Promise.reject(new DonationsNotConfiguredError()));
    const body = createPaymentIntentBody.parse({ amount: 500 });
    await expect(new CreatePaymentIntentHandler(f.em, f.stripe).execute(new CreatePaymentIntentCommand(actor, body))).rejects.toMatchObject({
      code: 'donations.not-configured',
      message: 'Donations are not set up on this server',
    });
    expect(f.created).toEqual([]);
    expect(f.flushed()).toBe(0);
  });
});
