import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  createPaymentIntentBody,
  type CreatePaymentIntentResponse,
  type DonationsConfig,
  type DonorWallEntry,
  type OwnDonation,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor, Public } from '#platform/auth/auth.decorators.js';
import { zod } from '#platform/http/zod.pipe.js';
import { CreatePaymentIntentCommand } from '../commands/create-payment-intent/create-payment-intent.command.js';
import { RecordPaymentEventCommand, type RecordPaymentEventResult } from '../commands/record-payment-event/record-payment-event.command.js';
import { GetDonationsConfigQuery } from '../queries/get-donations-config/get-donations-config.query.js';
import { ListDonorsQuery } from '../queries/list-donors/list-donors.query.js';
import { ListMyDonationsQuery } from '../queries/list-my-donations/list-my-donations.query.js';
import type { RawBodyRequest } from './raw-webhook-body.js';

@Controller('api/donations')
export class DonationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('config')
  config(): Promise<DonationsConfig> {
    return this.queries.execute(new GetDonationsConfigQuery());
  }

  @Post('create-payment-intent')
  createPaymentIntent(
    @CurrentActor() actor: Actor,
    @Body(zod(createPaymentIntentBody)) body: z.output<typeof createPaymentIntentBody>,
  ): Promise<CreatePaymentIntentResponse> {
    return this.commands.execute(new CreatePaymentIntentCommand(actor, body));
  }

  /** Called by Stripe, which has no session: trusted through its signature alone. */
  @Post('webhook')
  @Public()
  @HttpCode(200)
  webhook(@Req() req: RawBodyRequest, @Headers('stripe-signature') signature: string | undefined): Promise<RecordPaymentEventResult> {
    return this.commands.execute(new RecordPaymentEventCommand(req.rawBody, signature));
  }

  @Get('donors')
  donors(): Promise<DonorWallEntry[]> {
    return this.queries.execute(new ListDonorsQuery());
  }

  @Get('mine')
  mine(@CurrentActor() actor: Actor): Promise<OwnDonation[]> {
    return this.queries.execute(new ListMyDonationsQuery(actor));
  }
}
