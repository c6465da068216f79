import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { ShelfLifeProposalAnswered } from './shelf-life.events.js';

/** Every device of the household drops a proposal once one member answered it (issue 35). */
@EventsHandler(ShelfLifeProposalAnswered)
export class PushShelfLifeChangesHandler implements IEventHandler<ShelfLifeProposalAnswered> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: ShelfLifeProposalAnswered): void {
    this.realtime.toHousehold(event.householdId, 'shelf-life-proposal:deleted', { id: event.proposalId });
  }
}
