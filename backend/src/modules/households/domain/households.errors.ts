import { messages } from '@sous/contracts';
import { DomainError, NotFoundError } from '../../../platform/errors/domain-error.js';

/** Unknown and expired codes alike. */
export class InvalidInviteCodeError extends NotFoundError {
  constructor() {
    super(messages.invalidInviteCode);
  }
}

export class AlreadyInHouseholdError extends DomainError {
  constructor() {
    super('CONFLICT', messages.alreadyInHousehold);
  }
}

export class OnlyMemberCannotLeaveError extends DomainError {
  constructor() {
    super('CONFLICT', messages.onlyMemberCannotLeave);
  }
}
