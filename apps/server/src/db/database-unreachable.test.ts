import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './database-unreachable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('telling a database away from a wrong query', () => {
  it('recognises the ways a connection fails or dies, also when wrapped', () => {
    const away = [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect', {
        cause: new Error('Connection terminated due to connection timeout'),
      }),
      // drizzle's wrapper around the driver's error
      new Error('Failed query: select 1', { cause: withCode('ECONNRESET', 'read ECONNRESET') }),
      // a host name with two addresses, both refused
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect'),
    ];
    for (const err of away) expect(isDatabaseUnreachable(err), String(err)).toBe(true);
  });

  it('leaves query errors and our own faults alone', () => {
    const notAway = [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'invalid input syntax for type integer'),
      withCode('42P01', 'relation "nothing" does not exist'),
      new TypeError('Cannot read properties of undefined'),
      undefined,
      'a string',
    ];
    for (const err of notAway) expect(isDatabaseUnreachable(err), String(err)).toBe(false);
  });
});
