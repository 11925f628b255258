import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; media-src 'self' data: blob:; font-src 'self' data:; " +
  "connect-src 'self' ws://atende.example:8443 wss://atende.example:8443; " +
  "frame-ancestors 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'";
/** Web pages may also show help video thumbnails and the video player's frame, nothing more. */
const PAGE_POLICY = POLICY.replace(
  "img-src 'self' data: blob:;",
  "img-src 'self' data: blob: https://i.ytimg.com;",
).replace("frame-src 'none'", 'frame-src https://www.youtube-nocookie.com');

describe('security headers', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Atende</title>');
    t = await startTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'atende.example:8443', ...headers } });

  it('are on API answers, errors, the web app and the API docs', async () => {
    const responses = {
      'API answer': await get('/api/health'),
      'API 401': await get('/api/tickets'),
      'API 404': await get('/api/nada'),
      'index.html': await get('/'),
      'client route': await get('/tickets/abc'),
      'API docs': await get('/api/docs'),
    };
    expect(responses['API answer'].statusCode).toBe(200);
    expect(responses['API 401'].statusCode).toBe(401);
    expect(responses['API 404'].statusCode).toBe(404);
    expect(responses['index.html'].body).toContain('<title>Atende</title>');
    expect(responses['client route'].body).toContain('<title>Atende</title>');
    for (const [what, res] of Object.entries(responses)) {
      const page = what === 'index.html' || what === 'client route';
      expect(res.headers['content-security-policy'], what).toBe(page ? PAGE_POLICY : POLICY);
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], what).toBe('DENY');
    }
  });

  it('allow the inline start-up script of index.html by its hash, on the page only', async () => {
    const script = 'window.started=1';
    const hash = `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      `<title>Atende</title><script>${script}</script>`,
    );
    fs.utimesSync(path.join(webDist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const withScript = PAGE_POLICY.replace("script-src 'self'", `script-src 'self' ${hash}`);
    expect((await get('/')).headers['content-security-policy']).toBe(withScript);
    expect((await get('/tickets/abc')).headers['content-security-policy']).toBe(withScript);
    expect((await get('/api/health')).headers['content-security-policy']).toBe(POLICY);
    expect((await get('/assets/x.js')).headers['content-security-policy']).toBe(PAGE_POLICY);
  });

  it('never echoes a Host header that could bend the policy', async () => {
    const res = await get('/api/health', { host: "evil.example; script-src 'unsafe-inline'" });
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'; frame-ancestors");
    expect(res.headers['content-security-policy']).not.toContain('evil');
  });

  it("name the request id: a proxy's own when it looks like one, a new one for anything else", async () => {
    expect(
      (await get('/api/health', { 'x-request-id': 'lb-7f3a:42' })).headers['x-request-id'],
    ).toBe('lb-7f3a:42');
    const ids = [
      (await get('/api/health', { 'x-request-id': 'x'.repeat(10_000) })).headers['x-request-id'],
      (await get('/api/nada', { 'x-request-id': 'a b<script>' })).headers['x-request-id'],
    ];
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
