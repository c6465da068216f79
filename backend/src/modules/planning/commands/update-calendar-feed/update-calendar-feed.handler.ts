import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CalendarFeedSettings } from '@sous/contracts';
import { toCalendarFeedSettings, upsertCalendarFeed } from '../../database/calendar-feed.row.js';
import { UpdateCalendarFeedCommand } from './update-calendar-feed.command.js';

const columns = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snack: 'snack',
  durationMinutes: 'duration_minutes',
  timeZone: 'time_zone',
} as const;

@CommandHandler(UpdateCalendarFeedCommand)
export class UpdateCalendarFeedHandler implements ICommandHandler<UpdateCalendarFeedCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, body }: UpdateCalendarFeedCommand): Promise<CalendarFeedSettings> {
    const values: Partial<Record<(typeof columns)[keyof typeof columns], unknown>> = {};
    for (const [field, column] of Object.entries(columns) as [keyof typeof columns, (typeof columns)[keyof typeof columns]][]) {
      if (body[field] !== undefined) values[column] = body[field];
    }
    return toCalendarFeedSettings(await upsertCalendarFeed(this.em, actor.householdId, values));
  }
}
