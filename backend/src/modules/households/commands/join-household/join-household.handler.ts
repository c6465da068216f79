import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Household } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { readHousehold } from '../../application/household-view.js';
import { AlreadyInHouseholdError, InvalidInviteCodeError } from '../../domain/households.errors.js';
import { InviteCodeAttempts } from '../../domain/invite-code-attempts.js';
import { deleteIfEmpty, lockMembership, moveMember } from '../../application/membership.js';
import { lockHouseholds } from '../../database/membership.js';
import { MemberJoinedHousehold } from '../../events/household-membership.events.js';
import { JoinHouseholdCommand } from './join-household.command.js';

/**
 * The caller moves into the code's household. Their personal data (chat, feedback, preferences)
 * goes with them; the old household's data stays with it, and goes with it when the caller was its
 * last member.
 */
@CommandHandler(JoinHouseholdCommand)
export class JoinHouseholdHandler implements ICommandHandler<JoinHouseholdCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly attempts: InviteCodeAttempts,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, code, clientAddress }: JoinHouseholdCommand): Promise<Household> {
    // counted as a wrong code (per user and per address) from here on, until the code is found
    const guess = await this.attempts.begin(actor.userId, clientAddress);
    let checked = false;
    const targetId = await inUnitOfWork(this.em, this.events, async () => {
      const [target] = await this.em.execute<{ id: string }[]>(
        'select id from households where invite_code = ? and invite_expires_at > now()',
        [code],
      );
      checked = true;
      if (!target) throw new InvalidInviteCodeError();
      // a right code does not count, even if joining then fails (already a member)
      await guess.right();
      const { householdId: fromId } = await lockMembership(this.commands, actor.userId);
      if (fromId === target.id) throw new AlreadyInHouseholdError();
      await lockHouseholds(this.em, [fromId, target.id]);
      await moveMember(this.commands, actor.userId, target.id);
      const fromDeleted = await deleteIfEmpty(this.em, this.queries, fromId);
      publishAfterCommit(this.events, new MemberJoinedHousehold(actor.userId, fromId, target.id, fromDeleted));
      return target.id;
    }).catch(async (error: unknown) => {
      // the code was never looked up (the database failed first): not a wrong guess
      if (!checked) await guess.undo();
      throw error;
    });
    const household = await readHousehold(this.em, this.queries, targetId, actor.userId);
    if (!household) throw new NotFoundError('households.household-not-found');
    return household;
  }
}
