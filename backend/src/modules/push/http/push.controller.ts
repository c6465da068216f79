import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { pushActionBody, type PushPreferences, pushPreferencesQuery, updatePushPreferencesBody, type VapidPublicKeyResponse } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { zod } from '#platform/http/zod.pipe.js';
import { PerformPushActionCommand } from '../commands/perform-push-action/perform-push-action.command.js';
import { UpdatePushPreferencesCommand } from '../commands/update-push-preferences/update-push-preferences.command.js';
import { GetPushPreferencesQuery } from '../queries/get-push-preferences/get-push-preferences.query.js';
import { GetVapidPublicKeyQuery } from '../queries/get-vapid-public-key/get-vapid-public-key.query.js';

/** Web Push (issue 21): the browser subscribes through `POST /api/push-tokens`; these are its key, choices and buttons. */
@Controller('api/push')
export class PushController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('vapid-public-key')
  vapidPublicKey(): Promise<VapidPublicKeyResponse> {
    return this.queries.execute(new GetVapidPublicKeyQuery());
  }

  @Get('preferences')
  preferences(@CurrentActor() actor: Actor, @Query(zod(pushPreferencesQuery)) query: z.output<typeof pushPreferencesQuery>): Promise<PushPreferences> {
    return this.queries.execute(new GetPushPreferencesQuery(actor, query.token));
  }

  @Put('preferences')
  updatePreferences(@CurrentActor() actor: Actor, @Body(zod(updatePushPreferencesBody)) body: z.output<typeof updatePushPreferencesBody>): Promise<PushPreferences> {
    return this.commands.execute(new UpdatePushPreferencesCommand(actor, body));
  }

  @Post('actions')
  @HttpCode(204)
  async action(@CurrentActor() actor: Actor, @Body(zod(pushActionBody)) body: z.output<typeof pushActionBody>): Promise<void> {
    await this.commands.execute(new PerformPushActionCommand(actor, body));
  }
}
