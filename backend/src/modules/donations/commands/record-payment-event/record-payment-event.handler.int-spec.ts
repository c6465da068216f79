import { randomUUID } from 'node:crypto';
import { insertRow, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { InvalidWebhookSignatureError } from '../../domain/donation.errors.js';
import type { PaymentGateway, PaymentIntentEvent } from '../../domain/ports/payment-gateway.port.js';
import { RecordPaymentEventCommand } from './record-payment-event.command.js';
import { RecordPaymentEventHandler } from './record-payment-event.handler.js';

const db = useTestDatabase();

const body = Buffer.from('{}');

/** The handler with Stripe's webhook check faked to answer `verify()`. */
function handler(verify: () => PaymentIntentEvent) {
  const stripe: PaymentGateway = {
    enabled: true,
    publishableKey: 'pk_test',
    createPaymentIntent: () => Promise.reject(new Error('not used here')),
    verifyWebhook: verify,
  };
  return new RecordPaymentEventHandler(db.em, stripe);
}

interface DonationRow {
  status: string;
  completed_at: unknown;
}

/** A donation of `status` for a new payment intent; answers the intent's id and a reader of the row. */
async function donation(status: string) {
  const intent = `pi_${randomUUID()}`;
  const row = await insertRow<{ id: string }>(db.em, 'donations', { stripe_payment_intent_id: intent, amount: 500, status });
  const stored = async () => (await rowById<DonationRow & Record<string, unknown>>(db.em, 'donations', row.id))!;
  return { intent, stored };
}

const event = (type: string, paymentIntentId: string | null, eventId = `evt_${randomUUID()}`): PaymentIntentEvent => ({ eventId, type, paymentIntentId });

describe('RecordPaymentEventHandler on the database', () => {
  it('moves a pending or failed donation to succeeded and stamps when', async () => {
    for (const from of ['pending', 'failed']) {
      const { intent, stored } = await donation(from);
      expect(await handler(() => event('payment_intent.succeeded', intent)).execute(new RecordPaymentEventCommand(body, 'sig'))).toEqual({ received: true });
      expect(await stored()).toMatchObject({ status: 'succeeded', completed_at: expect.anything() as unknown });
    }
  });

  it('leaves a donation that has moved on as it is: a late failure never undoes a success', async () => {
    const { intent, stored } = await donation('pending');
    await handler(() => event('payment_intent.succeeded', intent)).execute(new RecordPaymentEventCommand(body, 'sig'));
    const succeeded = await stored();
    await handler(() => event('payment_intent.payment_failed', intent)).execute(new RecordPaymentEventCommand(body, 'sig'));
    await handler(() => event('payment_intent.succeeded', intent)).execute(new RecordPaymentEventCommand(body, 'sig'));
    expect(await stored()).toEqual(succeeded);
  });

  it('acknowledges events it does not follow, and intents it did not create, without writing', async () => {
    const { intent, stored } = await donation('pending');
    const before = await stored();
    expect(await handler(() => event('charge.succeeded', intent)).execute(new RecordPaymentEventCommand(body, 'sig'))).toEqual({ received: true });
    expect(await handler(() => event('payment_intent.succeeded', 'pi_of_another_app')).execute(new RecordPaymentEventCommand(body, 'sig'))).toEqual({ received: true });
    expect(await stored()).toEqual(before);
  });

  it('writes nothing for a delivery whose signature does not verify', async () => {
    const { stored } = await donation('pending');
    const refusing = handler(() => {
      throw new InvalidWebhookSignatureError();
    });
    await expect(refusing.execute(new RecordPaymentEventCommand(body, 'bad'))).rejects.toMatchObject({ code: 'donations.invalid-webhook-signature' });
    expect(await stored()).toMatchObject({ status: 'pending', completed_at: null });
  });
});
