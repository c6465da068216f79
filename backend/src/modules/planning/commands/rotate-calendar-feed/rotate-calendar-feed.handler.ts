import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CreatedCalendarFeed } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { hashFeedSecret, newFeedSecret } from '../../domain/calendar-feed-secret.js';
import { toCalendarFeedSettings, upsertCalendarFeed } from '../../database/calendar-feed.row.js';
import { RotateCalendarFeedCommand } from './rotate-calendar-feed.command.js';

export const calendarFeedUrl = (appUrl: string, secret: string) => `${appUrl}/api/calendar/${secret}.ics`;

@CommandHandler(RotateCalendarFeedCommand)
export class RotateCalendarFeedHandler implements ICommandHandler<RotateCalendarFeedCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly config: AppConfig,
  ) {}

  async execute({ actor }: RotateCalendarFeedCommand): Promise<CreatedCalendarFeed> {
    const secret = newFeedSecret();
    // one statement replaces the hash: no moment where both the old and the new URL work. The URL is
    // its maker's (shown to them only): it works while they belong to the household (issue 32)
    const row = await upsertCalendarFeed(this.em, actor.householdId, {
      secret_hash: hashFeedSecret(secret),
      secret_created_at: new Date().toISOString(),
      secret_user_id: actor.userId,
    });
    return { ...toCalendarFeedSettings(row), url: calendarFeedUrl(this.config.appUrl, secret) };
  }
}
