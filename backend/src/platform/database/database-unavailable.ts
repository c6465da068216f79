import { ConnectionException } from '@mikro-orm/core';

/** Network failures on the way to PostgreSQL (the server is down, restarting or unreachable). */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up) and 57014
 * (a statement cancelled by its timeout): the database, not the request.
 */
const isUnavailableSqlState = (code: string) =>
  code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '57014';

const messagePatterns = [/connection terminated/i, /terminating connection/i, /timeout exceeded when trying to connect/i, /Connection is closed/i, /the database system is (starting up|shutting down)/i];

/**
 * Whether an error means "the database cannot be reached right now" rather than "this request is
 * wrong": those answer 503 and heal by themselves once PostgreSQL is back (the pool reconnects).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (error instanceof ConnectionException) return true;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true;
  if (typeof message === 'string' && messagePatterns.some((pattern) => pattern.test(message))) return true;
  // AggregateError: connecting to every address of a host failed
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
