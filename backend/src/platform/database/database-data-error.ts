/**
 * What a database error says about the request, when it says anything: a value PostgreSQL cannot
 * take (SQLSTATE class 22: out of range, malformed, invalid encoding) is the client's bad input, and
 * a broken integrity rule (class 23) is a conflict with what is stored, except a missing required
 * value or a failed check, which are bad input too. Anything else is not the client's doing.
 */
export type DatabaseDataError = 'invalid' | 'conflict';

const sqlState = /^[0-9A-Z]{5}$/;

export function databaseDataError(error: unknown, depth = 0): DatabaseDataError | null {
  if (depth > 5 || typeof error !== 'object' || error === null) return null;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && sqlState.test(code)) {
    if (code.startsWith('22') || code === '23502' || code === '23514') return 'invalid';
    if (code.startsWith('23')) return 'conflict';
    return null;
  }
  return databaseDataError(cause, depth + 1);
}
