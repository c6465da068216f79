import { Command } from '@nestjs/cqrs';

export interface RecordPaymentEventResult {
  received: true;
}

/** A Stripe webhook delivery: the exact bytes and their signature header, checked by the handler. */
export class RecordPaymentEventCommand extends Command<RecordPaymentEventResult> {
  constructor(
    readonly rawBody: Buffer | undefined,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
