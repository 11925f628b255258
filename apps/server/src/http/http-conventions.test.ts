import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../test/harness';

describe('HTTP conventions', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin.token}`, ...headers },
    });

  /** Another app on the same database and runtime, built with other settings. */
  async function appWith(deps: Partial<TestApp['deps']>) {
    const { app } = await buildApp({ ...t.deps, ...deps });
    return app;
  }

  it('answers the spec’s paths the same with and without a final slash', async () => {
    for (const path of ['/api/users', '/api/tags', '/api/notify', '/api/contact-lists']) {
      const plain = await get(path);
      const slashed = await get(`${path}/`);
      expect(plain.statusCode, path).toBe(200);
      expect(slashed.statusCode, `${path}/`).toBe(200);
      expect(slashed.json()).toEqual(plain.json());
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tags/',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { name: 'Com barra' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().name).toBe('Com barra');
    const unknown = await get('/api/nada-aqui/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('ERR_NOT_FOUND');
  });

  it('keeps the web app’s fallback for client routes written with a final slash', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Atende</title>');
    const app = await appWith({ webDist });
    try {
      for (const url of ['/tickets/', '/users/', '/contacts/12/']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>Atende</title>');
      }
      const api = await app.inject({ method: 'GET', url: '/api/nada-aqui/' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe('ERR_NOT_FOUND');
    } finally {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('compresses API answers over 1 KB for clients that accept it, and only those', async () => {
    for (let i = 0; i < 40; i++) {
      const res = await t.request('POST', '/tags', admin.token, { name: `Etiqueta ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const plain = await get('/api/tags', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/tags', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get('/api/tags', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    // a small answer goes as is
    const small = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('streams report exports compressed, and leaves an xlsx (a zip already) alone', async () => {
    const period = 'date_from=2026-11-23&date_to=2026-11-23';
    const csv = await get(`/api/reports/tickets/export?${period}&format=csv`, {
      'accept-encoding': 'gzip',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).toString()).toContain('Contato');

    const xlsx = await get(`/api/reports/tickets/export?${period}&format=xlsx`, {
      'accept-encoding': 'gzip, br',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    // a zip file starts with PK
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps the realtime socket working', async () => {
    const socket = await t.connectSocket(admin.token);
    expect(socket.connected).toBe(true);
    socket.disconnect();
  });

  it('sends no CORS headers unless origins are configured, then only for those', async () => {
    const preflight = {
      origin: 'https://painel.example.com',
      'access-control-request-method': 'POST',
    };
    const closed = await t.app.inject({ method: 'GET', url: '/api/health', headers: preflight });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    const closedPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/tickets',
      headers: preflight,
    });
    expect(closedPreflight.headers['access-control-allow-origin']).toBeUndefined();

    const app = await appWith({ corsOrigins: ['https://painel.example.com'] });
    try {
      const allowed = await app.inject({ method: 'GET', url: '/api/health', headers: preflight });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://painel.example.com');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const asked = await app.inject({
        method: 'OPTIONS',
        url: '/api/tickets',
        headers: preflight,
      });
      expect(asked.statusCode).toBe(204);
      expect(asked.headers['access-control-allow-origin']).toBe('https://painel.example.com');
      expect(asked.headers['access-control-allow-methods']).toContain('POST');
      const other = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://outro.example.com' },
      });
      expect(other.statusCode).toBe(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('tells browsers to keep to https only when the public address is https', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const app = await appWith({ secureCookies: true });
    try {
      for (const url of ['/api/health', '/', '/api/nada']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
    } finally {
      await app.close();
    }
  });
});
