import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { ExpirationCheckResponse, ExpirationNotification, WasteSuggestionsResponse } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { CheckExpiringItemsCommand } from '../commands/check-expiring-items/check-expiring-items.command.js';
import { DismissNotificationCommand } from '../commands/dismiss-notification/dismiss-notification.command.js';
import { GetWasteSuggestionsQuery } from '../queries/get-waste-suggestions/get-waste-suggestions.query.js';
import { ListExpirationNotificationsQuery } from '../queries/list-expiration-notifications/list-expiration-notifications.query.js';

/** Expiry alerts and waste tips (spec 001 §7). */
@Controller('api')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('notifications/expiration/check')
  @HttpCode(200)
  async check(@CurrentActor() actor: Actor): Promise<ExpirationCheckResponse> {
    return { notifications: await this.commands.execute(new CheckExpiringItemsCommand(actor.userId, actor.householdId)) };
  }

  @Get('notifications/expiration')
  list(@CurrentActor() actor: Actor): Promise<ExpirationNotification[]> {
    return this.queries.execute(new ListExpirationNotificationsQuery(actor));
  }

  @Post('notifications/:id/dismiss')
  @HttpCode(204)
  async dismiss(@CurrentActor() actor: Actor, @Param('id', new IdParamPipe('Notification not found')) id: string): Promise<void> {
    await this.commands.execute(new DismissNotificationCommand(actor, id));
  }

  @Get('suggestions/waste-reduction')
  suggestions(@CurrentActor() actor: Actor): Promise<WasteSuggestionsResponse> {
    return this.queries.execute(new GetWasteSuggestionsQuery(actor));
  }
}
