import { messages } from '@sous/contracts';
import { DomainError } from '../errors/domain-error.js';

export class UnauthorizedError extends DomainError {
  constructor(message: string = messages.unauthorized) {
    super('UNAUTHORIZED', 'platform.unauthorized', message);
  }
}

/** A session cookie whose session is gone: the client sends the user to `/` to sign in again. */
export class SessionExpiredError extends UnauthorizedError {
  override readonly name = 'SessionExpiredError';
}

export class ForbiddenError extends DomainError {
  constructor(message: string = messages.adminOnly) {
    super('FORBIDDEN', 'platform.forbidden', message);
  }
}

/** A write another site's page made the browser send (403, like the CSRF check). */
export class CrossSiteRequestError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'platform.cross-site-request', messages.crossSiteRequest);
  }
}
