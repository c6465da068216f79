import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  defaultDonationCurrency,
  donationAmount,
  donationCurrencies,
  donationPresetAmounts,
  type DonationsConfig,
} from '@sous/contracts';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../domain/ports/payment-gateway.port.js';
import { GetDonationsConfigQuery } from './get-donations-config.query.js';

/** Answers on every server, keys or not: the page decides from `enabled` whether to load Stripe.js. */
@QueryHandler(GetDonationsConfigQuery)
export class GetDonationsConfigHandler implements IQueryHandler<GetDonationsConfigQuery> {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway) {}

  execute(): Promise<DonationsConfig> {
    return Promise.resolve({
      enabled: this.payments.enabled,
      publishableKey: this.payments.publishableKey,
      currencies: [...donationCurrencies],
      defaultCurrency: defaultDonationCurrency,
      presetAmounts: [...donationPresetAmounts],
      minAmount: donationAmount.min,
      maxAmount: donationAmount.max,
    });
  }
}
