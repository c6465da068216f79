import { DomainEvent } from '#platform/events/domain-event.js';

/**
 * A user moved into another household with an invite code; their old one may be gone (published for
 * other modules: push alerts, and the end of what the member could reach in the old household).
 */
export class MemberJoinedHousehold extends DomainEvent {
  constructor(
    readonly userId: string,
    readonly fromHouseholdId: string,
    readonly toHouseholdId: string,
    readonly fromHouseholdDeleted: boolean,
  ) {
    super();
  }
}
