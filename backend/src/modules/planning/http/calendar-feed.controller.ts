import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Public } from '#platform/auth/auth.decorators.js';
import { GetCalendarFeedQuery } from '../queries/get-calendar-feed/get-calendar-feed.query.js';

/**
 * The `.ics` feed calendar apps subscribe to. No session: the secret in the path is the credential
 * (256 random bits, looked up by its hash), so the route is public and an unknown secret is 404.
 */
@Controller('api/calendar')
export class CalendarFeedController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get(':secret.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  // calendar apps poll; a few minutes of staleness spares the database, and no shared cache may keep it
  @Header('Cache-Control', 'private, max-age=300')
  feed(@Param('secret') secret: string): Promise<string> {
    return this.queries.execute(new GetCalendarFeedQuery(secret));
  }
}
