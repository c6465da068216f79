import type { ErrorCode } from '@sous/contracts';

/**
 * What sort of refusal a domain error is: the one exception filter turns the kind into a status
 * through `domainErrorStatus`. The kind is the server's business; clients see the error's `code`.
 */
export const domainErrorKinds = [
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
export type DomainErrorKind = (typeof domainErrorKinds)[number];

/**
 * Handlers throw DomainError (never HTTP exceptions). `code` is a stable, namespaced code from the
 * owning module's list in `@sous/contracts` (`inventory.stale-version`), so a misspelt code does
 * not compile; it is what the answer's body carries.
 */
export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    message: string,
    /** Extra fields of the answer's body beside `message` and `code` (e.g. a 409's `current` row). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

/** Unknown ids and other households' ids alike (never reveal that something exists). */
export class NotFoundError extends DomainError {
  constructor(code: ErrorCode, message = 'Not found') {
    super('NOT_FOUND', code, message);
  }
}
