import type { z } from 'zod';

/** A body, query or param that failed its contract schema; answered 400 with the issues. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('Request validation failed');
  }
}

/** A body that claims to be JSON and is not. */
export class MalformedJsonError extends Error {
  override readonly name = 'MalformedJsonError';
  constructor() {
    super('Malformed JSON body');
  }
}
