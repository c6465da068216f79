import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { RevokeCalendarFeedCommand } from './revoke-calendar-feed.command.js';

@CommandHandler(RevokeCalendarFeedCommand)
export class RevokeCalendarFeedHandler implements ICommandHandler<RevokeCalendarFeedCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor }: RevokeCalendarFeedCommand): Promise<void> {
    // revoking a feed that does not work is already done: no error, so a retry is harmless
    await this.em.execute('update calendar_feeds set secret_hash = null, secret_created_at = null, secret_user_id = null, updated_at = now() where household_id = ?', [actor.householdId]);
  }
}
