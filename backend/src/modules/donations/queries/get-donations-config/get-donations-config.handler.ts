import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  defaultDonationCurrency,
  donationAmount,
  donationCurrencies,
  donationPresetAmounts,
  type DonationsConfig,
} from '@sous/contracts';
import { StripeGateway } from '../../stripe/stripe.gateway.js';
import { GetDonationsConfigQuery } from './get-donations-config.query.js';

/** Answers on every server, keys or not: the page decides from `enabled` whether to load Stripe.js. */
@QueryHandler(GetDonationsConfigQuery)
export class GetDonationsConfigHandler implements IQueryHandler<GetDonationsConfigQuery> {
  constructor(private readonly stripe: StripeGateway) {}

  execute(): Promise<DonationsConfig> {
    return Promise.resolve({
      enabled: this.stripe.enabled,
      publishableKey: this.stripe.publishableKey,
      currencies: [...donationCurrencies],
      defaultCurrency: defaultDonationCurrency,
      presetAmounts: [...donationPresetAmounts],
      minAmount: donationAmount.min,
      maxAmount: donationAmount.max,
    });
  }
}
