import type { DomainErrorKind } from '../errors/domain-error.js';

/** The one table from domain error kinds to HTTP statuses. */
export const domainErrorStatus: Readonly<Record<DomainErrorKind, number>> = {
  NOT_FOUND: 404,
  CONFLICT: 409,
  FORBIDDEN: 403,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  RATE_LIMITED: 429,
  /** A quota (e.g. a household's stored uploads) would be exceeded. */
  TOO_LARGE: 413,
  UNAVAILABLE: 503,
  UNPROCESSABLE: 422,
};
