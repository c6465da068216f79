import { passwordResetMessages } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';
import { RequestValidationError } from '#platform/http/request-errors.js';

/** 503, like donations without Stripe: the server is not set up to mail, an admin makes links. */
export class PasswordResetByEmailOffError extends DomainError {
  constructor() {
    super('UNAVAILABLE', 'identity.password-reset-email-off', passwordResetMessages.emailOff);
  }
}

/** An admin asked for a link for an address no account uses (admins may know which accounts exist). */
export class PasswordResetNoAccountError extends NotFoundError {
  constructor() {
    super('identity.password-reset-no-account', passwordResetMessages.noAccount);
  }
}

/**
 * Unknown, expired and used links alike: a 400 naming `token` (DESIGN §7), with the issue at that
 * field so a client can tell it from a refused password.
 */
export const invalidResetLinkError = () =>
  new RequestValidationError([{ code: 'custom', path: ['token'], message: passwordResetMessages.invalidLink, input: undefined }]);
