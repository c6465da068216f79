/**
 * The stable codes of domain errors. Handlers throw DomainError (never HTTP exceptions); the one
 * exception filter turns the code into a status through `domainErrorStatus`.
 */
export const domainErrorCodes = [
  'NOT_FOUND',
  'CONFLICT',
  'FORBIDDEN',
  'VALIDATION',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'TOO_LARGE',
  'UNAVAILABLE',
  /** Well-formed input whose content cannot be used (a page without a recipe). */
  'UNPROCESSABLE',
] as const;
export type DomainErrorCode = (typeof domainErrorCodes)[number];

export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Extra fields of the answer's body beside `message` and `code` (e.g. a 409's `current` row). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

/** Unknown ids and other households' ids alike (never reveal that something exists). */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}
