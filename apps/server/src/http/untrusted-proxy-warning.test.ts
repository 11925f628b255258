import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { expect, it } from 'vitest';
import { warnAboutUntrustedProxy } from './untrusted-proxy-warning';

async function warningsFor(trusted: boolean, requests: Record<string, string>[]) {
  const lines: { msg: string; level: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string; level: number });
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'warn' }, sink) as FastifyBaseLogger });
  warnAboutUntrustedProxy(app, trusted);
  app.get('/api/health', async () => ({ ok: true }));
  for (const headers of requests) await app.inject({ method: 'GET', url: '/api/health', headers });
  await app.close();
  return lines.filter((l) => l.level === 40).map((l) => l.msg);
}

it('warns once when forwarded requests arrive and no proxy is trusted, never when one is', async () => {
  const forwarded = [{ 'x-forwarded-for': '203.0.113.7' }, { 'x-forwarded-for': '198.51.100.2' }];
  expect(await warningsFor(false, [{}, ...forwarded])).toEqual([
    'requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: all users ' +
      "share the proxy's address and its login limit; set TRUST_PROXY to the proxy's address",
  ]);
  expect(await warningsFor(true, forwarded)).toEqual([]);
  expect(await warningsFor(false, [{}])).toEqual([]);
});
