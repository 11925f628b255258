import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { errorWithoutValues, requestWithoutQueryValues } from './logging';

const database = await openTestDatabase();
afterAll(() => database.close());

/** What a logger with the server's serializers writes for `fields`. */
function logged(fields: object): string {
  let out = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      out += chunk.toString();
      done();
    },
  });
  const log = pino(
    { serializers: { err: errorWithoutValues, req: requestWithoutQueryValues } },
    sink,
  );
  log.error(fields, 'unhandled error');
  return out;
}

it("logs a failed query without the customer's words or number, keeping the query", async () => {
  const failure = await database.db
    .execute(sql`select ${'Oi, meu CPF é 123.456.789-00'}::int, ${'5511977776666'}::bigint`)
    .then(
      () => undefined,
      (err: unknown) => err,
    );
  const line = logged({ err: failure });
  expect(line).toContain('Failed query: select $1::int, $2::bigint');
  expect(line).toContain('invalid input syntax for type integer');
  expect(line).not.toContain('123.456.789-00');
  expect(line).not.toContain('5511977776666');
});

it('logs the request line with the names of its query values only', () => {
  const line = logged({
    req: { method: 'GET', url: '/api/sandbox/1/messages?number=5511987654321&limit=20', ip: '::1' },
  });
  expect(JSON.parse(line).req).toEqual({
    method: 'GET',
    url: '/api/sandbox/1/messages?number=…&limit=…',
    remoteAddress: '::1',
  });
});
