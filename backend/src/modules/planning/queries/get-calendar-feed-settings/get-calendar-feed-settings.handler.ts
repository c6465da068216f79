import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CalendarFeedSettings } from '@sous/contracts';
import { calendarFeedOf, toCalendarFeedSettings } from '../../database/calendar-feed.row.js';
import { GetCalendarFeedSettingsQuery } from './get-calendar-feed-settings.query.js';

@QueryHandler(GetCalendarFeedSettingsQuery)
export class GetCalendarFeedSettingsHandler implements IQueryHandler<GetCalendarFeedSettingsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor }: GetCalendarFeedSettingsQuery): Promise<CalendarFeedSettings> {
    return toCalendarFeedSettings(await calendarFeedOf(this.em, actor.householdId));
  }
}
