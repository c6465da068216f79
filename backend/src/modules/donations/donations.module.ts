import { Module } from '@nestjs/common';
import { CreatePaymentIntentHandler } from './commands/create-payment-intent/create-payment-intent.handler.js';
import { RecordPaymentEventHandler } from './commands/record-payment-event/record-payment-event.handler.js';
import { DonationsController } from './http/donations.controller.js';
import { GetDonationsConfigHandler } from './queries/get-donations-config/get-donations-config.handler.js';
import { ListDonorsHandler } from './queries/list-donors/list-donors.handler.js';
import { ListMyDonationsHandler } from './queries/list-my-donations/list-my-donations.handler.js';
import { PAYMENT_GATEWAY } from './domain/ports/payment-gateway.port.js';
import { StripeGateway } from './adapters/stripe.gateway.js';
import { ExportDonationsDataHandler } from './queries/export-donations-data/export-donations-data.handler.js';

/** Stripe donations: payment intents, the signed webhook that settles them, the donors wall. */
@Module({
  controllers: [DonationsController],
  providers: [
    { provide: PAYMENT_GATEWAY, useClass: StripeGateway },
    GetDonationsConfigHandler,
    CreatePaymentIntentHandler,
    RecordPaymentEventHandler,
    ListDonorsHandler,
    ListMyDonationsHandler,
    // asked by identity for the account export (issue 19)
    ExportDonationsDataHandler,
  ],
})
export class DonationsModule {}
