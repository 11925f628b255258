import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION } from '@atende/shared';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';

const ASSET = `export const greeting = ${JSON.stringify('olá '.repeat(2000))};`;

describe('health, docs and the web app', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Atende</title>');
    fs.writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
    // a hashed asset as the build leaves it: the file plus its brotli and gzip copies
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), ASSET);
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
    t = await startTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers health, readiness and version', async () => {
    expect((await t.request('GET', '/health')).json()).toEqual({ status: 'ok' });
    expect((await t.request('GET', '/ready')).json()).toMatchObject({ status: 'ready' });
    expect((await t.request('GET', '/version')).json()).toEqual({ version: APP_VERSION });
  });

  it('publishes the OpenAPI document listing the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth/login',
      '/api/users',
      '/api/users/{id}',
      '/api/companies/cadastro',
    ]) {
      expect(paths).toContain(p);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('serves client routes from index.html and keeps unknown API paths as JSON 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/tickets/abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Atende</title>');
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).body).toContain('console.log');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('ERR_NOT_FOUND');
  });

  it('sends hashed assets pre-compressed as the browser accepts, cached for a year', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    expect(br.rawPayload.length).toBeLessThan(ASSET.length / 10);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('never lets index.html be cached, on / and on client routes', async () => {
    for (const url of ['/', '/tickets/abc']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for a missing hashed asset instead of the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
  });
});
