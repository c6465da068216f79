import { DomainEvent } from '../../../platform/events/domain-event.js';

/** A user moved into another household with an invite code; their old one may be gone. */
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

/** A user left a shared household for a new one of their own. */
export class MemberLeftHousehold extends DomainEvent {
  constructor(
    readonly userId: string,
    readonly fromHouseholdId: string,
    readonly toHouseholdId: string,
  ) {
    super();
  }
}
