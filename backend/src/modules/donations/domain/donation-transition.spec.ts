import { transitionFor } from './donation-transition.js';

describe('transitionFor', () => {
  it('moves a pending donation to the outcome of each payment-intent event', () => {
    expect(transitionFor('payment_intent.succeeded')).toEqual({ to: 'succeeded', from: ['pending', 'failed'] });
    expect(transitionFor('payment_intent.payment_failed')).toEqual({ to: 'failed', from: ['pending'] });
    expect(transitionFor('payment_intent.canceled')).toEqual({ to: 'canceled', from: ['pending', 'failed'] });
  });

  it('never moves a final donation: succeeded and canceled are no source of any transition', () => {
    for (const type of ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']) {
      const transition = transitionFor(type)!;
      expect(transition.from).not.toContain('succeeded');
      expect(transition.from).not.toContain('canceled');
    }
  });

  it('ignores events the donation does not follow', () => {
    expect(transitionFor('payment_intent.created')).toBeNull();
    expect(transitionFor('charge.succeeded')).toBeNull();
  });
});
