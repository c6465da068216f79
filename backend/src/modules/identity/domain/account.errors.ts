import { messages } from '@sous/contracts';
import { DomainError } from '../../../platform/errors/domain-error.js';

export class WrongPasswordError extends DomainError {
  constructor() {
    super('FORBIDDEN', messages.wrongPassword);
  }
}

export class WrongConfirmationError extends DomainError {
  constructor() {
    super('FORBIDDEN', messages.wrongConfirmation);
  }
}
