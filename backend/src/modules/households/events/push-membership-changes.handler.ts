import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { MemberJoinedHousehold, MemberLeftHousehold } from './household-membership.events.js';

/**
 * A membership change reaches both households, and the mover's open devices change rooms: the old
 * household hears `member-left` (the mover's devices too, still in its room), the devices move, then
 * the new household hears `member-joined` (the mover's devices too, now in its room). From then on
 * the mover gets the new household's events and no longer the old one's.
 */
@EventsHandler(MemberJoinedHousehold, MemberLeftHousehold)
export class PushMembershipChangesHandler implements IEventHandler<MemberJoinedHousehold | MemberLeftHousehold> {
  constructor(private readonly realtime: RealtimeService) {}

  async handle(event: MemberJoinedHousehold | MemberLeftHousehold): Promise<void> {
    const { userId, fromHouseholdId, toHouseholdId } = event;
    const fromGone = event instanceof MemberJoinedHousehold && event.fromHouseholdDeleted;
    if (!fromGone) this.realtime.toHousehold(fromHouseholdId, 'household:member-left', { householdId: fromHouseholdId, userId });
    await this.realtime.moveUser(userId, fromHouseholdId, toHouseholdId);
    this.realtime.toHousehold(toHouseholdId, 'household:member-joined', { householdId: toHouseholdId, userId });
  }
}
