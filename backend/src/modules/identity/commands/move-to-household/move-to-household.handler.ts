import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { MoveToHouseholdCommand } from './move-to-household.command.js';

@CommandHandler(MoveToHouseholdCommand)
export class MoveToHouseholdHandler implements ICommandHandler<MoveToHouseholdCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId, householdId }: MoveToHouseholdCommand): Promise<void> {
    await this.em.execute('update users set household_id = ?, updated_at = now() where id = ?', [householdId, userId]);
  }
}
