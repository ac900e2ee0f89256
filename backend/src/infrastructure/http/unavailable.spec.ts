import { QueryFailedError } from 'typeorm';
import { isServiceUnavailable } from './unavailable';

describe('isServiceUnavailable', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });

  it.each([
    ['a refused socket', withCode('ECONNREFUSED')],
    ['Postgres shutting down', withCode('57P01')],
    ['Postgres starting up', withCode('57P03')],
    ['a connection exception', withCode('08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    ['a wrapped driver error', new QueryFailedError('SELECT 1', [], withCode('57P01'))],
    ['an error with a cause', new Error('outer', { cause: withCode('ECONNRESET') })],
  ])('is true for %s', (_, error) => expect(isServiceUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('23505')],
    ['an exclusion violation', withCode('23P01')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => expect(isServiceUnavailable(error)).toBe(false));
});
