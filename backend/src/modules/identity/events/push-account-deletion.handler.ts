import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { AccountDeleted } from './account-deleted.event.js';

/** The deleted account's devices are disconnected; the members left behind hear that one left. */
@EventsHandler(AccountDeleted)
export class PushAccountDeletionHandler implements IEventHandler<AccountDeleted> {
  constructor(private readonly realtime: RealtimeService) {}

  handle({ userId, householdId, householdDeleted }: AccountDeleted): void {
    this.realtime.disconnectUser(userId);
    if (!householdDeleted) this.realtime.toHousehold(householdId, 'household:member-left', { householdId, userId });
  }
}
