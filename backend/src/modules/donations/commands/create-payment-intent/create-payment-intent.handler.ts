import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CreatePaymentIntentResponse } from '@sous/contracts';
import { Donation } from '../../domain/donation.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../domain/ports/payment-gateway.port.js';
import { CreatePaymentIntentCommand } from './create-payment-intent.command.js';

/**
 * Asks Stripe for a payment intent, then stores the pending donation under the intent's id. The
 * donation id is chosen first and is the idempotency key, so the SDK's own retry of a timed-out
 * call gets the same intent back instead of a second one.
 */
@CommandHandler(CreatePaymentIntentCommand)
export class CreatePaymentIntentHandler implements ICommandHandler<CreatePaymentIntentCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
  ) {}

  async execute({ actor, body }: CreatePaymentIntentCommand): Promise<CreatePaymentIntentResponse> {
    const donationId = randomUUID();
    const intent = await this.payments.createPaymentIntent(
      { amount: body.amount, currency: body.currency, donationId, userId: actor.userId, receiptEmail: body.donorEmail },
      `donation-${donationId}`,
    );
    this.em.create(Donation, {
      id: donationId,
      userId: actor.userId,
      stripePaymentIntentId: intent.id,
      amount: body.amount,
      currency: body.currency,
      donorName: body.donorName,
      donorEmail: body.donorEmail,
      message: body.message,
      anonymous: body.anonymous,
    });
    await this.em.flush();
    return { clientSecret: intent.clientSecret, donationId };
  }
}
