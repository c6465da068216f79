import { donationsNotConfiguredMessage } from '@sous/contracts';
import { DomainError } from '#platform/errors/domain-error.js';

/** No Stripe keys on this server: every donation route but the config answers 503 with this. */
export class DonationsNotConfiguredError extends DomainError {
  constructor() {
    super('UNAVAILABLE', 'donations.not-configured', donationsNotConfiguredMessage);
  }
}

/** Stripe did not answer, or answered with its own failure: the donor can try again later. */
export class PaymentServiceError extends DomainError {
  constructor() {
    super('UNAVAILABLE', 'donations.payment-service-failed', 'The payment service could not be reached. Please try again later.');
  }
}

/** Stripe refused the request for a reason of the donation itself (e.g. an amount it will not charge). */
export class PaymentRefusedError extends DomainError {
  constructor(message: string) {
    super('VALIDATION', 'donations.payment-refused', message);
  }
}

/** A webhook whose Stripe-Signature does not match its body under our endpoint secret. */
export class InvalidWebhookSignatureError extends DomainError {
  constructor() {
    super('VALIDATION', 'donations.invalid-webhook-signature', 'Invalid Stripe signature');
  }
}

/** Keys without STRIPE_WEBHOOK_SECRET: payments can start, but no event can be trusted. */
export class WebhookNotConfiguredError extends DomainError {
  constructor() {
    super('UNAVAILABLE', 'donations.webhook-not-configured', 'Stripe webhooks are not set up on this server (STRIPE_WEBHOOK_SECRET is missing)');
  }
}
