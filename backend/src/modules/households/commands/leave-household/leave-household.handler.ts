import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Household } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { personalHouseholdName } from '../../domain/household-name.js';
import { readHousehold } from '../../application/household-view.js';
import { OnlyMemberCannotLeaveError } from '../../domain/households.errors.js';
import { countMembers, deleteIfEmpty, lockMembership, moveMember } from '../../application/membership.js';
import { lockHouseholds } from '../../database/membership.js';
import { MemberLeftHousehold } from '../../events/household-membership.events.js';
import { LeaveHouseholdCommand } from './leave-household.command.js';

/**
 * The caller gets a fresh, empty household named after them; the shared one keeps its data and its
 * other members. The only member has nothing to leave (409).
 */
@CommandHandler(LeaveHouseholdCommand)
export class LeaveHouseholdHandler implements ICommandHandler<LeaveHouseholdCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor }: LeaveHouseholdCommand): Promise<Household> {
    const ownId = await inUnitOfWork(this.em, this.events, async () => {
      const { householdId: fromId, firstName } = await lockMembership(this.commands, actor.userId);
      await lockHouseholds(this.em, [fromId]);
      if ((await countMembers(this.queries, fromId)) <= 1) throw new OnlyMemberCannotLeaveError();
      const newId = randomUUID();
      await this.em.execute('insert into households (id, name) values (?, ?)', [newId, personalHouseholdName(firstName)]);
      await moveMember(this.commands, actor.userId, newId);
      // not empty (others were there under the lock), but the rule holds whatever happens
      await deleteIfEmpty(this.em, this.queries, fromId);
      publishAfterCommit(this.events, new MemberLeftHousehold(actor.userId, fromId, newId));
      return newId;
    });
    const household = await readHousehold(this.em, this.queries, ownId, actor.userId);
    if (!household) throw new NotFoundError('households.household-not-found');
    return household;
  }
}
