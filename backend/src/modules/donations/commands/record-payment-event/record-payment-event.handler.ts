import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { transitionFor } from '../../domain/donation-transition.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../domain/ports/payment-gateway.port.js';
import { RecordPaymentEventCommand, type RecordPaymentEventResult } from './record-payment-event.command.js';

/**
 * Follows a payment intent's outcome onto its donation. One conditional UPDATE does the check and
 * the write, so a replayed, late or concurrent delivery changes nothing once the donation has moved
 * (completedAt keeps the first outcome's time). Events for intents we did not create (another app
 * on the same Stripe account) are acknowledged and ignored, or Stripe would retry them for days.
 */
@CommandHandler(RecordPaymentEventCommand)
export class RecordPaymentEventHandler implements ICommandHandler<RecordPaymentEventCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
  ) {}

  async execute({ rawBody, signature }: RecordPaymentEventCommand): Promise<RecordPaymentEventResult> {
    const event = this.payments.verifyWebhook(rawBody, signature);
    const transition = transitionFor(event.type);
    if (transition && event.paymentIntentId) {
      await this.em.execute(
        `update donations set status = ?, completed_at = now()
          where stripe_payment_intent_id = ? and status = any(?::text[])`,
        [transition.to, event.paymentIntentId, `{${transition.from.join(',')}}`],
      );
    }
    return { received: true };
  }
}
