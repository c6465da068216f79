import { apiTokenMessages } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

/** 409: the user holds `maxApiTokensPerUser` tokens already (a state to change, not bad input). */
export class ApiTokenLimitError extends DomainError {
  constructor() {
    super('CONFLICT', 'identity.api-token-limit', apiTokenMessages.limitReached);
  }
}

/** Unknown ids and other users' tokens alike. */
export class ApiTokenNotFoundError extends NotFoundError {
  constructor() {
    super('identity.api-token-not-found', apiTokenMessages.notFound);
  }
}
