import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { lockHouseholds } from '../../database/membership.js';
import { LockHouseholdsCommand } from './lock-households.command.js';

@CommandHandler(LockHouseholdsCommand)
export class LockHouseholdsHandler implements ICommandHandler<LockHouseholdsCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdIds }: LockHouseholdsCommand): Promise<void> {
    await lockHouseholds(this.em, householdIds);
  }
}
