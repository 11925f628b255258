import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedRequest, GuardedRequestError } from './guarded-request';

/** A local server: /redirect sends on to /secret, /big answers 2 KB, /slow never answers. */
let server: http.Server;
let port = 0;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/redirect') res.writeHead(302, { location: '/secret' }).end();
    else if (req.url === '/big') res.end(Buffer.alloc(2048, 'a'));
    else if (req.url === '/slow') return;
    else res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const at = (path: string, allowPrivate = true, host = '127.0.0.1') =>
  guardedRequest({
    url: `http://${host}:${port}${path}`,
    allowPrivate,
    timeoutMs: 300,
    maxBytes: 1024,
  });

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (err: unknown) => (err instanceof GuardedRequestError ? err.kind : String(err)),
  );

describe('guarded outgoing request', () => {
  it('answers a redirect as it is, without going where it points', async () => {
    hits.length = 0;
    const res = await at('/redirect');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/secret');
    expect(hits).toEqual(['/redirect']);
  });

  it('refuses a loopback address, written as digits or reached through a name', async () => {
    hits.length = 0;
    expect(await failure(at('/', false))).toBe('private');
    expect(await failure(at('/', false, 'localhost'))).toBe('private');
    expect(await failure(at('/', false, '[::1]'))).toBe('private');
    expect(hits).toEqual([]);
  });

  it('stops at the size and the time limits', async () => {
    expect(await failure(at('/big'))).toBe('tooBig');
    expect(await failure(at('/slow'))).toBe('timeout');
    expect((await at('/')).body.toString()).toBe('ok');
  });
});
