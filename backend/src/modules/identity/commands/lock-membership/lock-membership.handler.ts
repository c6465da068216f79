import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { LockMembershipCommand } from './lock-membership.command.js';

@CommandHandler(LockMembershipCommand)
export class LockMembershipHandler implements ICommandHandler<LockMembershipCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId }: LockMembershipCommand): Promise<{ householdId: string; firstName: string | null }> {
    const [row] = await this.em.execute<{ household_id: string; first_name: string | null }[]>(
      'select household_id, first_name from users where id = ? for update',
      [userId],
    );
    if (!row) throw new NotFoundError('identity.user-not-found');
    return { householdId: row.household_id, firstName: row.first_name };
  }
}
