import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShelfLifeAnswer } from '@sous/contracts';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { answerShelfLifeProposal } from '../../database/shelf-life-answers.js';
import { ShelfLifeProposalAnswered } from '../../events/shelf-life.events.js';
import { AcceptShelfLifeProposalCommand } from './accept-shelf-life-proposal.command.js';

/** The household takes its own figure for a food in a place (issue 35); every device drops the proposal. */
@CommandHandler(AcceptShelfLifeProposalCommand)
export class AcceptShelfLifeProposalHandler implements ICommandHandler<AcceptShelfLifeProposalCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  execute({ actor, id, days }: AcceptShelfLifeProposalCommand): Promise<ShelfLifeAnswer> {
    return inUnitOfWork(this.em, this.events, async () => {
      const answer = await answerShelfLifeProposal(this.em, actor, id, 'accepted', days, new Date());
      publishAfterCommit(this.events, new ShelfLifeProposalAnswered(actor.householdId, answer.id));
      return answer;
    });
  }
}
