import { messages } from '@sous/contracts';
import { DomainError } from '#platform/errors/domain-error.js';

export class WrongPasswordError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'identity.wrong-password', messages.wrongPassword);
  }
}

export class WrongConfirmationError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'identity.wrong-confirmation', messages.wrongConfirmation);
  }
}
