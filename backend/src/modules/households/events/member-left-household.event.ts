import { DomainEvent } from '#platform/events/domain-event.js';

/**
 * A user left a shared household for a new one of their own (published for other modules: what the
 * member could reach in the old household ends with the membership — calendar feed, API tokens).
 */
export class MemberLeftHousehold extends DomainEvent {
  constructor(
    readonly userId: string,
    readonly fromHouseholdId: string,
    readonly toHouseholdId: string,
  ) {
    super();
  }
}
