import { ConnectionException, DriverException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection inside a driver exception', new DriverException(withCode('ECONNRESET'))],
    ['SQLSTATE 57P01 (the server shut down)', withCode('57P01', 'terminating connection due to administrator command')],
    ['SQLSTATE class 08', withCode('08006')],
    ['a connection closed mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    ['a cause chain', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
    ['an AggregateError of addresses', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
    ['a ConnectionException', new ConnectionException(new Error('gone'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601', 'syntax error at or near "selec"')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
