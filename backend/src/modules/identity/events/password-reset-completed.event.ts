import { DomainEvent } from '#platform/events/domain-event.js';

/** A user's password was reset with a link: every session of theirs has ended. */
export class PasswordResetCompleted extends DomainEvent {
  constructor(readonly userId: string) {
    super();
  }
}
