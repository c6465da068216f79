import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import { DailyJob } from '#platform/jobs/daily-job.js';
import { ListOnboardedUsersQuery } from '../../identity/queries/list-onboarded-users/list-onboarded-users.query.js';
import { CheckExpiringItemsCommand } from '../commands/check-expiring-items/check-expiring-items.command.js';

/** Every morning, every member hears about what is about to expire (spec 001 §4, issue 4). */
@Injectable()
export class DailyExpiryCheckJob extends DailyJob {
  protected readonly name = 'expiry-check';

  constructor(
    orm: MikroORM,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {
    super(orm);
  }

  protected async run(): Promise<void> {
    const users = await this.queries.execute(new ListOnboardedUsersQuery());
    let notified = 0;
    for (const user of users) {
      const found = await this.commands.execute(new CheckExpiringItemsCommand(user.id, user.householdId));
      if (found.length > 0) notified += 1;
    }
    this.logger.log(`Expiry check: ${notified} of ${users.length} users have items about to expire`);
  }
}
