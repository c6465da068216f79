import type { DonationStatus } from './donation.entity.js';

/** The Stripe events that move a donation, and where they move it. */
const eventStatus: Readonly<Record<string, DonationStatus>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

/**
 * The statuses a donation may be in for an event to move it. A failed attempt is not the end: the
 * donor can retry with another card and the same intent then succeeds or is canceled. Succeeded and
 * canceled are final, so a replayed or late event never moves a donation back.
 */
const movableFrom: Readonly<Record<DonationStatus, readonly DonationStatus[]>> = {
  pending: [],
  succeeded: ['pending', 'failed'],
  failed: ['pending'],
  canceled: ['pending', 'failed'],
};

export interface DonationTransition {
  to: DonationStatus;
  from: readonly DonationStatus[];
}

/** null for an event type the donation does not follow. */
export function transitionFor(eventType: string): DonationTransition | null {
  const to = eventStatus[eventType];
  return to ? { to, from: movableFrom[to] } : null;
}
