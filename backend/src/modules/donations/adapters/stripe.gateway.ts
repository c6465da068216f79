import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '#config/app-config.js';
import { UsageTracker } from '#platform/usage/usage-tracker.js';
import {
  DonationsNotConfiguredError,
  InvalidWebhookSignatureError,
  PaymentRefusedError,
  PaymentServiceError,
  WebhookNotConfiguredError,
} from '../domain/donation.errors.js';
import type { CreatedPaymentIntent, NewPaymentIntent, PaymentGateway, PaymentIntentEvent } from '../domain/ports/payment-gateway.port.js';

/**
 * The one door to Stripe, as the PaymentGateway port. Without keys it exists but refuses (DonationsNotConfiguredError), so
 * handlers need no branch of their own. `STRIPE_API_URL` (tests) points the SDK at a local fake.
 */
@Injectable()
export class StripeGateway implements PaymentGateway {
  private readonly logger = new Logger(StripeGateway.name);
  private readonly client: Stripe | null;

  constructor(
    private readonly config: AppConfig,
    private readonly usage: UsageTracker,
  ) {
    const stripe = config.stripe;
    this.client = stripe ? new Stripe(stripe.secretKey, { ...hostOptions(stripe.apiUrl), maxNetworkRetries: 1, timeout: 20_000, telemetry: false }) : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  get publishableKey(): string | null {
    return this.config.stripe?.publishableKey ?? null;
  }

  /** Idempotent on `idempotencyKey`: a retried call answers the intent the first one created. */
  async createPaymentIntent(intent: NewPaymentIntent, idempotencyKey: string): Promise<CreatedPaymentIntent> {
    const client = this.requireClient();
    try {
      const created = await this.usage.track(
        'stripe',
        '/v1/payment_intents',
        async (call) => {
          const answer = await client.paymentIntents.create(
            {
              amount: intent.amount,
              currency: intent.currency,
              automatic_payment_methods: { enabled: true },
              description: 'Donation to Sous',
              metadata: { donationId: intent.donationId, userId: intent.userId },
              ...(intent.receiptEmail ? { receipt_email: intent.receiptEmail } : {}),
            },
            { idempotencyKey },
          );
          call.status(answer.lastResponse.statusCode);
          return answer;
        },
        // never the donor's email: the log is for counting calls, not people
        { userId: intent.userId, queryParams: { amount: intent.amount, currency: intent.currency } },
      );
      if (!created.client_secret) throw new Error(`Payment intent ${created.id} came without a client secret`);
      return { id: created.id, clientSecret: created.client_secret };
    } catch (error) {
      throw this.translate(error);
    }
  }

  /** Checks the Stripe-Signature header against the exact bytes received; answers what we follow of the event. */
  verifyWebhook(rawBody: Buffer | undefined, signature: string | undefined): PaymentIntentEvent {
    const client = this.requireClient();
    const secret = this.config.stripe?.webhookSecret;
    // keys without a webhook secret: payments work, but no event can be trusted
    if (!secret) throw new WebhookNotConfiguredError();
    if (!rawBody || rawBody.length === 0 || !signature) throw new InvalidWebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = client.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    const object = event.data.object as { object?: string; id?: string };
    return {
      eventId: event.id,
      type: event.type,
      paymentIntentId: object.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null,
    };
  }

  private requireClient(): Stripe {
    if (!this.client) throw new DonationsNotConfiguredError();
    return this.client;
  }

  private translate(error: unknown): Error {
    if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
      return new PaymentRefusedError(error.param ? `${error.param}: ${error.message}` : error.message);
    }
    this.logger.warn({ err: error }, 'Stripe call failed');
    return new PaymentServiceError();
  }
}

function hostOptions(apiUrl: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
