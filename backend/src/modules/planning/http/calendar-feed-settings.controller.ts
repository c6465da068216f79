import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CalendarFeedSettings, type CreatedCalendarFeed, updateCalendarFeedBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { zod } from '#platform/http/zod.pipe.js';
import { RevokeCalendarFeedCommand } from '../commands/revoke-calendar-feed/revoke-calendar-feed.command.js';
import { RotateCalendarFeedCommand } from '../commands/rotate-calendar-feed/rotate-calendar-feed.command.js';
import { UpdateCalendarFeedCommand } from '../commands/update-calendar-feed/update-calendar-feed.command.js';
import { GetCalendarFeedSettingsQuery } from '../queries/get-calendar-feed-settings/get-calendar-feed-settings.query.js';

/** The household's calendar feed, from Settings: its URL (made, replaced, revoked) and meal times. */
@Controller('api/household/calendar-feed')
export class CalendarFeedSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  get(@CurrentActor() actor: Actor): Promise<CalendarFeedSettings> {
    return this.queries.execute(new GetCalendarFeedSettingsQuery(actor));
  }

  /** Creates the URL, or replaces it: the answer is the only time the URL is shown. */
  @Post()
  rotate(@CurrentActor() actor: Actor): Promise<CreatedCalendarFeed> {
    return this.commands.execute(new RotateCalendarFeedCommand(actor));
  }

  @Put()
  update(@CurrentActor() actor: Actor, @Body(zod(updateCalendarFeedBody)) body: z.output<typeof updateCalendarFeedBody>): Promise<CalendarFeedSettings> {
    return this.commands.execute(new UpdateCalendarFeedCommand(actor, body));
  }

  @Delete()
  @HttpCode(204)
  async revoke(@CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new RevokeCalendarFeedCommand(actor));
  }
}
