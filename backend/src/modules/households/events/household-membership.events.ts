import { DomainEvent } from '#platform/events/domain-event.js';

export { MemberJoinedHousehold } from './member-joined-household.event.js';

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

/** A member renamed the household. */
export class HouseholdRenamed extends DomainEvent {
  constructor(
    readonly householdId: string,
    readonly name: string,
  ) {
    super();
  }
}
