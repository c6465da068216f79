import { DomainEvent } from '#platform/events/domain-event.js';

/** A user deleted their account; their household went with them when they were its last member. */
export class AccountDeleted extends DomainEvent {
  constructor(
    readonly userId: string,
    readonly householdId: string,
    readonly householdDeleted: boolean,
  ) {
    super();
  }
}
