import type { SqlEntityManager } from '@mikro-orm/sql';
import { InvalidWebhookSignatureError } from '../../domain/donation.errors.js';
import type { PaymentGateway, PaymentIntentEvent } from '../../domain/ports/payment-gateway.port.js';
import { RecordPaymentEventCommand } from './record-payment-event.command.js';
import { RecordPaymentEventHandler } from './record-payment-event.handler.js';

function fakes(verify: () => PaymentIntentEvent) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const em = {
    execute: (sql: string, params: unknown[]) => {
      statements.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
      return Promise.resolve([]);
    },
  } as unknown as SqlEntityManager;
  const stripe: PaymentGateway = {
    enabled: true,
    publishableKey: 'pk_test',
    createPaymentIntent: () => Promise.reject(new Error('not used here')),
    verifyWebhook: verify,
  };
  return { handler: new RecordPaymentEventHandler(em, stripe), statements };
}

const body = Buffer.from('{}');

describe('RecordPaymentEventHandler', () => {
  it('moves the intent’s donation with one conditional update, guarded by the statuses it may leave', async () => {
    const f = fakes(() => ({ eventId: 'evt_1', type: 'payment_intent.succeeded', paymentIntentId: 'pi_1' }));
    expect(await f.handler.execute(new RecordPaymentEventCommand(body, 'sig'))).toEqual({ received: true });
    expect(f.statements).toEqual([
      {
        sql: 'update donations set status = ?, completed_at = now() where stripe_payment_intent_id = ? and status = any(?::text[])',
        params: ['succeeded', 'pi_1', '{pending,failed}'],
      },
    ]);
  });

  it('acknowledges events it does not follow without writing', async () => {
    const f = fakes(() => ({ eventId: 'evt_2', type: 'charge.succeeded', paymentIntentId: null }));
    expect(await f.handler.execute(new RecordPaymentEventCommand(body, 'sig'))).toEqual({ received: true });
    expect(f.statements).toEqual([]);
  });

  it('writes nothing for a delivery whose signature does not verify', async () => {
    const f = fakes(() => {
      throw new InvalidWebhookSignatureError();
    });
    await expect(f.handler.execute(new RecordPaymentEventCommand(body, 'bad'))).rejects.toMatchObject({ code: 'donations.invalid-webhook-signature' });
    expect(f.statements).toEqual([]);
  });
});
