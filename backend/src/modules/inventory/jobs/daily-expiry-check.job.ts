import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { DailyJob } from '../../../platform/jobs/daily-job.js';
import { CheckExpiringItemsCommand } from '../commands/check-expiring-items/check-expiring-items.command.js';

/** Every morning, every member hears about what is about to expire (spec 001 §4, issue 4). */
@Injectable()
export class DailyExpiryCheckJob extends DailyJob {
  protected readonly name = 'expiry-check';

  constructor(
    orm: MikroORM,
    private readonly commands: CommandBus,
  ) {
    super(orm);
  }

  protected async run(em: SqlEntityManager): Promise<void> {
    const users = await em.execute<{ id: string; household_id: string }[]>('select id, household_id from users where has_completed_onboarding = true');
    let notified = 0;
    for (const user of users) {
      const found = await this.commands.execute(new CheckExpiringItemsCommand(user.id, user.household_id));
      if (found.length > 0) notified += 1;
    }
    this.logger.log(`Expiry check: ${notified} of ${users.length} users have items about to expire`);
  }
}
