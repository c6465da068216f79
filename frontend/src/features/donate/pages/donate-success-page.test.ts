import type { OwnDonation } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './donate-success-page';

const donation = (status: OwnDonation['status']): OwnDonation => ({
  id: 'd1',
  stripePaymentIntentId: 'pi_1',
  amount: 2500,
  currency: 'usd',
  status,
  donorName: null,
  donorEmail: null,
  message: null,
  anonymous: false,
  createdAt: '2026-11-24T00:00:00.000Z',
  completedAt: null,
});

describe('outcomeOf', () => {
  it('trusts Stripe’s redirect status while the server record is still pending', () => {
    expect(outcomeOf('succeeded', donation('pending')).title).toBe('Thank you for your donation!');
    expect(outcomeOf('processing', undefined).title).toBe('Your payment is processing');
    expect(outcomeOf('failed', donation('pending'))).toMatchObject({ title: 'The payment did not go through', retry: true });
  });

  it('lets the settled server record win, with the amount', () => {
    expect(outcomeOf('processing', donation('succeeded')).text).toMatch(/^Your donation of \$25 was received\.$/);
    expect(outcomeOf('succeeded', donation('failed')).retry).toBe(true);
    expect(outcomeOf(null, donation('canceled')).title).toBe('The donation was canceled');
  });

  it('treats an unknown or missing status as not paid', () => {
    expect(outcomeOf(null, undefined).retry).toBe(true);
    expect(outcomeOf('requires_payment_method', undefined).retry).toBe(true);
  });
});
