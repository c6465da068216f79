export interface NewPaymentIntent {
  amount: number;
  currency: string;
  donationId: string;
  userId: string;
  receiptEmail: string | null;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
}

/** The events the donation status follows; the provider sends others only if the endpoint subscribes to them. */
export interface PaymentIntentEvent {
  eventId: string;
  type: string;
  paymentIntentId: string | null;
}

/**
 * The payment provider as the donation use cases need it (Stripe today, `adapters/stripe.gateway.ts`). Without keys
 * it exists but refuses (DonationsNotConfiguredError), so handlers need no branch of their own.
 * Use cases inject it with `@Inject(PAYMENT_GATEWAY)`; a test hands them a fake.
 */
export interface PaymentGateway {
  readonly enabled: boolean;
  /** The key the browser's payment form needs; null when payments are not set up. */
  readonly publishableKey: string | null;
  /** Idempotent on `idempotencyKey`: a retried call answers the intent the first one created. */
  createPaymentIntent(intent: NewPaymentIntent, idempotencyKey: string): Promise<CreatedPaymentIntent>;
  /** Checks the webhook's signature against the exact bytes received; answers what we follow of the event. */
  verifyWebhook(rawBody: Buffer | undefined, signature: string | undefined): PaymentIntentEvent;
}

export const PAYMENT_GATEWAY = Symbol('PaymentGateway');
