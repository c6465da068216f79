import { messages } from '@sous/contracts';
import { DomainError } from '#platform/errors/domain-error.js';

export class EmailTakenError extends DomainError {
  constructor() {
    super('CONFLICT', 'identity.email-taken', messages.emailTaken);
  }
}

/** Same answer for an unknown email and a wrong password: never reveal which accounts exist. */
export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('UNAUTHORIZED', 'identity.invalid-credentials', messages.invalidCredentials);
  }
}
