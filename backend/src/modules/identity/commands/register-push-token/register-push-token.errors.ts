import { DomainError } from '#platform/errors/domain-error.js';

/**
 * A `webpush` token (a subscription endpoint) the server will not post to. One message for an
 * address that resolves inward and one that does not resolve, so registering cannot probe names.
 */
export class PushEndpointRefusedError extends DomainError {
  constructor(message: string) {
    super('VALIDATION', 'identity.push-endpoint-refused', `token: ${message}`);
  }
}

/** The token is registered to another account, and the caller did not show it is the same subscription. */
export class PushTokenTakenError extends DomainError {
  constructor() {
    super(
      'CONFLICT',
      'identity.push-token-taken',
      'token: this device is registered to another account; unsubscribe it (or sign that account out on it) and subscribe again',
    );
  }
}
