import { DomainEvent } from '#platform/events/domain-event.js';

export { MemberJoinedHousehold } from './member-joined-household.event.js';
export { MemberLeftHousehold } from './member-left-household.event.js';

/** A member renamed the household. */
export class HouseholdRenamed extends DomainEvent {
  constructor(
    readonly householdId: string,
    readonly name: string,
  ) {
    super();
  }
}
