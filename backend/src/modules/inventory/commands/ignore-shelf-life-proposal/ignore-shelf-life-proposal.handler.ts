import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShelfLifeAnswer } from '@sous/contracts';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { answerShelfLifeProposal } from '../../database/shelf-life-answers.js';
import { ShelfLifeProposalAnswered } from '../../events/shelf-life.events.js';
import { IgnoreShelfLifeProposalCommand } from './ignore-shelf-life-proposal.command.js';

/** The household keeps the table's figure (issue 35); every device drops the proposal. */
@CommandHandler(IgnoreShelfLifeProposalCommand)
export class IgnoreShelfLifeProposalHandler implements ICommandHandler<IgnoreShelfLifeProposalCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  execute({ actor, id }: IgnoreShelfLifeProposalCommand): Promise<ShelfLifeAnswer> {
    return inUnitOfWork(this.em, this.events, async () => {
      const answer = await answerShelfLifeProposal(this.em, actor, id, 'ignored', undefined, new Date());
      publishAfterCommit(this.events, new ShelfLifeProposalAnswered(actor.householdId, answer.id));
      return answer;
    });
  }
}
