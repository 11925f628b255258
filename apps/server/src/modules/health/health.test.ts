import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';

describe('health, docs and the web app', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Atende</title>');
    fs.writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
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
});
