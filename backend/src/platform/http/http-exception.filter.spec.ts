import { jest } from '@jest/globals';
import { BadRequestException, ForbiddenException, HttpException, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { DriverException } from '@mikro-orm/core';
import { z } from 'zod';
import { SessionExpiredError } from '../auth/auth.errors.js';
import { DomainError, NotFoundError } from '../errors/domain-error.js';
import { RateLimitedError } from '../rate-limit/rate-limited.error.js';
import { HttpExceptionFilter, toErrorReply } from './http-exception.filter.js';
import { MalformedJsonError, RequestValidationError } from './request-errors.js';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues;
};

describe('toErrorReply', () => {
  it('answers contract failures with 400 naming the first bad field', () => {
    const schema = z.object({ rating: z.enum(['good', 'poor']), value: z.number() });
    const reply = toErrorReply(new RequestValidationError(issuesOf(schema, { rating: 'ok', value: 'x' })));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: 'rating: Invalid option: expected one of "good"|"poor"',
      issues: [
        { path: ['rating'], message: 'Invalid option: expected one of "good"|"poor"', code: 'invalid_value' },
        { path: ['value'], message: 'Invalid input: expected number, received string', code: 'invalid_type' },
      ],
    });
  });

  it('answers malformed JSON, from body-parser or a beacon, with 400', () => {
    const parserError = Object.assign(new SyntaxError('Unexpected end of JSON input'), { type: 'entity.parse.failed' });
    const expected = { status: 400, body: { message: 'Malformed JSON body', issues: [] } };
    expect(toErrorReply(new BadRequestException('Unexpected end', { cause: parserError }))).toEqual(expected);
    expect(toErrorReply(new MalformedJsonError())).toEqual(expected);
  });

  it('answers a body over the limit with 413', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { type: 'entity.too.large' });
    const reply = toErrorReply(new PayloadTooLargeException('too large', { cause: tooLarge }));
    expect(reply.status).toBe(413);
    expect('message' in reply.body && reply.body.message).toMatch(/too large/);
  });

  it('answers an expired session with the reauthentication body', () => {
    expect(toErrorReply(new SessionExpiredError())).toEqual({ status: 401, body: { error: 'session_expired', requiresReauth: true } });
  });

  it.each([
    ['NOT_FOUND', 'inventory.food-item-not-found', 404],
    ['CONFLICT', 'inventory.stale-version', 409],
    ['FORBIDDEN', 'identity.wrong-password', 403],
    ['UNAUTHORIZED', 'identity.invalid-credentials', 401],
    ['RATE_LIMITED', 'platform.rate-limited', 429],
    ['TOO_LARGE', 'uploads.quota-exceeded', 413],
    ['UNAVAILABLE', 'donations.not-configured', 503],
    ['UNPROCESSABLE', 'recipes.import-failed', 422],
  ] as const)('maps the kind %s to its status, answering the namespaced code %s', (kind, code, status) => {
    expect(toErrorReply(new DomainError(kind, code, 'Explained'))).toEqual({ status, body: { message: 'Explained', code } });
  });

  it('answers a VALIDATION domain error like a contract failure', () => {
    expect(toErrorReply(new DomainError('VALIDATION', 'inventory.expiry-in-past', 'Pick a storage location'))).toEqual({
      status: 400,
      body: { message: 'Pick a storage location', issues: [] },
    });
  });

  it('gives unknown ids the plain "Not found" by default', () => {
    expect(toErrorReply(new NotFoundError('platform.not-found'))).toEqual({ status: 404, body: { message: 'Not found', code: 'platform.not-found' } });
  });

  it('keeps the status of Nest HTTP exceptions, answering { message }', () => {
    expect(toErrorReply(new ForbiddenException('Origin not allowed'))).toEqual({
      status: 403,
      body: { message: 'Origin not allowed' },
    });
    expect(toErrorReply(new NotFoundException())).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect(toErrorReply(new HttpException({ message: ['first', 'second'] }, 422))).toEqual({
      status: 422,
      body: { message: 'first' },
    });
  });

  it('hides everything else behind a 500', () => {
    const internal = { status: 500, body: { message: 'Internal server error' } };
    expect(toErrorReply(new Error('password=hunter2 in a stack'))).toEqual(internal);
    // a zod failure that is not a request's contract is a server bug, not bad input
    expect(toErrorReply(new z.ZodError(issuesOf(z.string(), 1)))).toEqual(internal);
    expect(toErrorReply(new HttpException('Upstream said no', 502))).toEqual({
      status: 502,
      body: { message: 'Internal server error' },
    });
  });
});

describe('toErrorReply for rate limits and outages', () => {
  it('answers a rate limit with 429, its code and Retry-After in whole seconds', () => {
    expect(toErrorReply(new RateLimitedError('Too many failed sign-in attempts. Try again in 2 minutes.', 90_500))).toEqual({
      status: 429,
      body: { message: 'Too many failed sign-in attempts. Try again in 2 minutes.', code: 'platform.rate-limited' },
      headers: { 'Retry-After': '91' },
    });
  });

  it("answers an unreachable database with 503, never the driver's message", () => {
    const refused = new DriverException(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 (user sous)'), { code: 'ECONNREFUSED' }));
    const reply = toErrorReply(refused);
    expect(reply).toEqual({
      status: 503,
      body: { message: 'The database is unavailable right now. Try again in a moment.', code: 'platform.database-unavailable' },
      headers: { 'Retry-After': '5' },
    });
    expect(JSON.stringify(reply)).not.toContain('10.0.0.5');
  });

  it('keeps a SQL error a bare 500', () => {
    const syntax = new DriverException(Object.assign(new Error('select * from users - syntax error at or near "selec"'), { code: '42601' }));
    expect(toErrorReply(syntax)).toEqual({ status: 500, body: { message: 'Internal server error' } });
  });
});

describe('HttpExceptionFilter', () => {
  const replies: { body: unknown; status: number }[] = [];
  const adapterHost = {
    httpAdapter: {
      isHeadersSent: (response: { sent?: boolean }) => response.sent === true,
      reply: (_response: unknown, body: unknown, status: number) => replies.push({ body, status }),
    },
  } as unknown as HttpAdapterHost;
  const hostFor = (response: object, type = 'http') =>
    ({
      getType: () => type,
      switchToHttp: () => ({ getRequest: () => ({ id: 'req-1', method: 'GET', url: '/api/x' }), getResponse: () => response }),
    }) as unknown as ArgumentsHost;

  beforeEach(() => {
    replies.length = 0;
  });

  it('replies through the adapter and logs 500s with the request id', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const filter = new HttpExceptionFilter(adapterHost);
    const failure = new Error('boom');
    filter.catch(failure, hostFor({}));
    expect(replies).toEqual([{ body: { message: 'Internal server error' }, status: 500 }]);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: failure, requestId: 'req-1' }), 'Request failed');
    error.mockRestore();
  });

  it('does not log expected client errors', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    new HttpExceptionFilter(adapterHost).catch(new NotFoundError('platform.not-found'), hostFor({}));
    expect(replies).toEqual([{ body: { message: 'Not found', code: 'platform.not-found' }, status: 404 }]);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('leaves a response that already started alone', () => {
    new HttpExceptionFilter(adapterHost).catch(new NotFoundError('platform.not-found'), hostFor({ sent: true }));
    expect(replies).toEqual([]);
  });
});

describe('toErrorReply for data the database refuses', () => {
  const driverError = (code: string, message: string) => new DriverException(Object.assign(new Error(message), { code }));

  it.each([
    ['22P05', 'unsupported Unicode escape sequence \\u0000 in insert into recipes'],
    ['22008', 'date/time field value out of range: "2027-02-30"'],
    ['22003', 'value "99999999999" is out of range for type integer'],
    ['23502', 'null value in column "title" of relation "recipes" violates not-null constraint'],
  ])('answers SQLSTATE %s with a 400 that names no SQL', (code, message) => {
    const reply = toErrorReply(driverError(code, message));
    expect(reply).toEqual({ status: 400, body: { message: 'A value in the request cannot be stored (out of range or malformed)', issues: [] } });
    expect(JSON.stringify(reply)).not.toContain('recipes');
  });

  it('answers an integrity conflict with 409, also when PGlite raises it without a wrapper', () => {
    const expected = { status: 409, body: { message: 'The request conflicts with data already stored. Reload and try again.', code: 'platform.database-conflict' } };
    expect(toErrorReply(driverError('23505', 'duplicate key value violates unique constraint "users_email_key"'))).toEqual(expected);
    // PGlite's own DatabaseError carries the SQLSTATE in `code` like pg's
    expect(toErrorReply(Object.assign(new Error('insert or update on table "x" violates foreign key constraint'), { code: '23503', severity: 'ERROR' }))).toEqual(expected);
  });

  it('answers a statement timeout with 503 and Retry-After', () => {
    expect(toErrorReply(driverError('57014', 'canceling statement due to statement timeout'))).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
  });
});
