import Stripe from 'stripe';
import type { AppConfig } from '#config/app-config.js';
import type { UsageTracker } from '#platform/usage/usage-tracker.js';
import { StripeGateway } from './stripe.gateway.js';

const secret = 'whsec_unit';
const gateway = (stripe: AppConfig['stripe']) => new StripeGateway({ stripe } as AppConfig, {} as UsageTracker);
const keys = { secretKey: 'sk_test_unit', publishableKey: 'pk_test_unit', webhookSecret: secret, apiUrl: null };

const event = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { object: 'payment_intent', id: 'pi_1' } } });
const sign = (payload: string, withSecret = secret) => Stripe.webhooks.generateTestHeaderString({ payload, secret: withSecret });

describe('StripeGateway', () => {
  it('is off without keys, and says so on every call', () => {
    const off = gateway(null);
    expect(off.enabled).toBe(false);
    expect(off.publishableKey).toBeNull();
    expect(() => off.verifyWebhook(Buffer.from(event), sign(event))).toThrow('Donations are not set up on this server');
  });

  it('reads a payment-intent event whose signature matches the exact bytes', () => {
    expect(gateway(keys).verifyWebhook(Buffer.from(event), sign(event))).toEqual({ eventId: 'evt_1', type: 'payment_intent.succeeded', paymentIntentId: 'pi_1' });
  });

  it('refuses another secret, other bytes, and a missing body or header', () => {
    const on = gateway(keys);
    expect(() => on.verifyWebhook(Buffer.from(event), sign(event, 'whsec_other'))).toThrow('Invalid Stripe signature');
    expect(() => on.verifyWebhook(Buffer.from(`${event} `), sign(event))).toThrow('Invalid Stripe signature');
    expect(() => on.verifyWebhook(undefined, sign(event))).toThrow('Invalid Stripe signature');
    expect(() => on.verifyWebhook(Buffer.from(event), undefined)).toThrow('Invalid Stripe signature');
  });

  it('trusts no event when keys are set but the webhook secret is not', () => {
    expect(() => gateway({ ...keys, webhookSecret: null }).verifyWebhook(Buffer.from(event), sign(event))).toThrow('Stripe webhooks are not set up on this server (STRIPE_WEBHOOK_SECRET is missing)');
  });
});
