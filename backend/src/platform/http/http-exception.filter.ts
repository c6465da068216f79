import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { describeIssues, type ErrorBody, type ErrorCode, type SessionExpiredBody, type ValidationErrorBody } from '@sous/contracts';
import { SessionExpiredError } from '../auth/auth.errors.js';
import { databaseDataError } from '../database/database-data-error.js';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { DomainError } from '../errors/domain-error.js';
import { RateLimitedError } from '../rate-limit/rate-limited.error.js';
import { domainErrorStatus } from './domain-error-status.js';
import { JsonTooDeepError } from './json-depth.js';
import { MalformedJsonError, RequestValidationError } from './request-errors.js';

export interface ErrorReply {
  status: number;
  body: ErrorBody | ValidationErrorBody | SessionExpiredBody;
  headers?: Record<string, string>;
}

const malformedJson: ErrorReply = { status: 400, body: { message: 'Malformed JSON body', issues: [] } };
const internalError: ErrorReply = { status: 500, body: { message: 'Internal server error' } };
/** Never the driver's message: it can carry SQL, host names or user names. */
const databaseUnavailable: ErrorReply = {
  status: 503,
  body: { message: 'The database is unavailable right now. Try again in a moment.', code: 'platform.database-unavailable' satisfies ErrorCode },
  headers: { 'Retry-After': '5' },
};
/** Data errors by cause (SQLSTATE 22, 23): plain words, never SQL or the driver's text. */
const databaseInvalid: ErrorReply = {
  status: 400,
  body: { message: 'A value in the request cannot be stored (out of range or malformed)', issues: [] },
};
const databaseConflict: ErrorReply = {
  status: 409,
  body: { message: 'The request conflicts with data already stored. Reload and try again.', code: 'platform.database-conflict' satisfies ErrorCode },
};

/** The answer for any error (DESIGN §7); exported on its own so it is testable without Nest. */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof RequestValidationError) return { status: 400, body: describeIssues(error.issues) };
  if (error instanceof MalformedJsonError) return malformedJson;
  if (error instanceof JsonTooDeepError) return tooDeep(error);
  if (error instanceof SessionExpiredError) {
    return { status: 401, body: { error: 'session_expired', requiresReauth: true } };
  }
  if (error instanceof RateLimitedError) {
    return {
      status: 429,
      body: { message: error.message, code: error.code },
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    };
  }
  if (error instanceof DomainError) {
    const status = domainErrorStatus[error.kind];
    return {
      status,
      body: status === 400 ? { message: error.message, issues: [] } : { ...error.details, message: error.message, code: error.code },
    };
  }
  if (error instanceof HttpException) {
    // Nest wraps body-parser errors; the original says what went wrong
    if (isBodyParserError(error.cause, 'entity.parse.failed')) return malformedJson;
    // body-parser wraps what its verify hook threw, with a 403 of its own
    if (error.cause instanceof JsonTooDeepError) return tooDeep(error.cause);
    if (isBodyParserError(error.cause, 'entity.too.large')) {
      return { status: 413, body: { message: 'Request body is too large (the limit is 1 MB)' } };
    }
    const status = error.getStatus();
    if (status >= 500) return { status, body: { message: 'Internal server error' } };
    return { status, body: { message: httpExceptionMessage(error) } };
  }
  const dataError = databaseDataError(error);
  if (dataError === 'invalid') return databaseInvalid;
  if (dataError === 'conflict') return databaseConflict;
  if (isDatabaseUnavailable(error)) return databaseUnavailable;
  return internalError;
}

function tooDeep(error: JsonTooDeepError): ErrorReply {
  return { status: 400, body: { message: error.message, issues: [] } };
}

function isBodyParserError(cause: unknown, type: string): boolean {
  return typeof cause === 'object' && cause !== null && (cause as { type?: unknown }).type === type;
}

function httpExceptionMessage(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return error.message;
}

/** The one global filter: every HTTP error leaves as JSON `{ message, … }`. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const request = http.getRequest<{ id?: unknown; method?: string; url?: string }>();
    const reply = toErrorReply(error);
    if (reply === databaseUnavailable) {
      // every request fails alike while PostgreSQL is away: one line each, no stack
      this.logger.warn({ requestId: request.id, method: request.method, url: request.url, reason: (error as Error).message }, 'Database unavailable');
    } else if (reply === databaseInvalid || reply === databaseConflict) {
      // the contract let through something the database refused: the client's answer is right, the gap is worth a line
      this.logger.warn({ requestId: request.id, method: request.method, url: request.url, code: (error as { code?: unknown }).code }, 'Database refused the data');
    } else if (error instanceof DomainError && reply.status >= 500) {
      // an expected answer (a service not set up, a dependency down): worth a line, not a stack trace
      this.logger.warn({ requestId: request.id, method: request.method, url: request.url, code: error.code, reason: error.message }, 'Request refused');
    } else if (reply.status >= 500) {
      this.logger.error(
        { err: error, requestId: request.id, method: request.method, url: request.url },
        'Request failed',
      );
    }
    const { httpAdapter } = this.adapterHost;
    const response: unknown = http.getResponse();
    if (httpAdapter.isHeadersSent(response)) return;
    for (const [name, value] of Object.entries(reply.headers ?? {})) httpAdapter.setHeader(response, name, value);
    httpAdapter.reply(response, reply.body, reply.status);
  }
}
