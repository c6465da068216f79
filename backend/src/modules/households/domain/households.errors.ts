import { messages } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

/** Unknown and expired codes alike. */
export class InvalidInviteCodeError extends NotFoundError {
  constructor() {
    super('households.invalid-invite-code', messages.invalidInviteCode);
  }
}

export class AlreadyInHouseholdError extends DomainError {
  constructor() {
    super('CONFLICT', 'households.already-in-household', messages.alreadyInHousehold);
  }
}

export class OnlyMemberCannotLeaveError extends DomainError {
  constructor() {
    super('CONFLICT', 'households.only-member-cannot-leave', messages.onlyMemberCannotLeave);
  }
}
