import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Household } from '@sous/contracts';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { readHousehold } from '../../application/household-view.js';
import { HouseholdRenamed } from '../../events/household-membership.events.js';
import { RenameHouseholdCommand } from './rename-household.command.js';

@CommandHandler(RenameHouseholdCommand)
export class RenameHouseholdHandler implements ICommandHandler<RenameHouseholdCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, name }: RenameHouseholdCommand): Promise<Household> {
    const updated = await this.em.execute<{ id: string }[]>('update households set name = ? where id = ? returning id', [
      name,
      actor.householdId,
    ]);
    if (updated.length === 0) throw new NotFoundError('households.household-not-found');
    const household = await readHousehold(this.em, this.queries, actor.householdId, actor.userId);
    if (!household) throw new NotFoundError('households.household-not-found');
    publishAfterCommit(this.events, new HouseholdRenamed(household.id, household.name));
    return household;
  }
}
