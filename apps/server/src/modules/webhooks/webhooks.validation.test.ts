import { WEBHOOK_MESSAGES } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { isPrivateAddress } from './webhook-target';
import { postDelivery } from './webhook-post';
import { startReceiver } from './webhooks.testkit';

describe('webhooks: bad input and private targets (WEBHOOKS_ALLOW_PRIVATE off)', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  });
  afterAll(() => t.close());

  const create = (body: unknown) => t.request('POST', '/webhooks', admin.token, body);

  it('answers 400 naming the field for a malformed body', async () => {
    const cases: [unknown, string][] = [
      [{ events: ['message.created'] }, 'url'],
      [{ url: 'ftp://exemplo.com/hook', events: ['message.created'] }, 'url'],
      [{ url: 'não é url', events: ['message.created'] }, 'url'],
      [{ url: 'https://exemplo.com/hook', events: [] }, 'events'],
      [{ url: 'https://exemplo.com/hook', events: ['ticket.exploded'] }, 'events'],
      [{ url: 'https://exemplo.com/hook', events: 'message.created' }, 'events'],
      [{ url: 'https://exemplo.com/hook', events: ['message.created'], active: 'sim' }, 'active'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('ERR_VALIDATION');
      expect(res.json().message).toContain(field);
    }
    const ftp = await create({ url: 'ftp://exemplo.com/hook', events: ['message.created'] });
    expect(ftp.json().message).toContain(WEBHOOK_MESSAGES.urlInvalid);
    const emptyEvents = await create({ url: 'https://exemplo.com/hook', events: [] });
    expect(emptyEvents.json().message).toContain(WEBHOOK_MESSAGES.eventsRequired);
    expect((await t.request('GET', '/webhooks', admin.token)).json()).toEqual([]);
  });

  it('refuses plain http and private, loopback and link-local targets, also behind a name', async () => {
    const refused: [string, string][] = [
      ['http://exemplo.com/hook', WEBHOOK_MESSAGES.urlHttps],
      ['https://127.0.0.1/hook', WEBHOOK_MESSAGES.urlPrivate],
      ['https://10.1.2.3/hook', WEBHOOK_MESSAGES.urlPrivate],
      ['https://192.168.0.10:8443/hook', WEBHOOK_MESSAGES.urlPrivate],
      ['https://172.20.0.1/hook', WEBHOOK_MESSAGES.urlPrivate],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlPrivate],
      ['https://[::1]/hook', WEBHOOK_MESSAGES.urlPrivate],
      ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.urlPrivate],
      ['https://localhost/hook', WEBHOOK_MESSAGES.urlPrivate],
    ];
    for (const [url, message] of refused) {
      const res = await create({ url, events: ['message.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(`url: ${message}`);
    }
    expect((await t.request('GET', '/webhooks', admin.token)).json()).toEqual([]);
  });

  it('classifies addresses', () => {
    for (const a of ['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.1.1', '169.254.1.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '0.0.0.0', '100.64.0.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    // IPv6 forms that carry a private IPv4, the old site-local range, documentation ranges
    for (const a of [
      '::7f00:1',
      '::ffff:7f00:1',
      '2002:7f00:1::',
      '64:ff9b:1::a00:1',
      'fec0::1',
      '192.0.2.2',
      '198.51.100.7',
      '203.0.113.9',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '200.160.2.3', '2001:4860:4860::8888', '::ffff:8.8.4.4']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it('refuses again at delivery time, after resolving the name, and never reaches the receiver', async () => {
    const receiver = await startReceiver();
    try {
      const base = {
        body: '{"id":"x"}',
        secret: 's',
        type: 'ping',
        eventId: 'x',
        now: new Date(),
        allowPrivate: false,
      };
      // 'localhost' resolves to loopback: refused by the lookup of the call itself
      const byName = await postDelivery({
        ...base,
        url: `https://localhost:${receiver.port}/hook`,
      });
      expect(byName).toMatchObject({ ok: false, responseCode: null });
      expect(byName.excerpt).toBe(WEBHOOK_MESSAGES.urlPrivate);
      const byAddress = await postDelivery({
        ...base,
        url: `https://127.0.0.1:${receiver.port}/h`,
      });
      expect(byAddress.excerpt).toBe(WEBHOOK_MESSAGES.urlPrivate);
      const plain = await postDelivery({ ...base, url: receiver.url });
      expect(plain.excerpt).toBe(WEBHOOK_MESSAGES.urlHttps);
      expect(receiver.received).toEqual([]);
      // with the variable on, the same receiver is reached
      const allowed = await postDelivery({ ...base, url: receiver.url, allowPrivate: true });
      expect(allowed).toMatchObject({ ok: true, responseCode: 200, excerpt: 'recebido' });
    } finally {
      await receiver.close();
    }
  });

  /** A ping to a local port, as a delivery would go (private addresses allowed). */
  const pingPort = (port: number, timeoutMs?: number) =>
    postDelivery({
      url: `http://127.0.0.1:${port}/`,
      body: '{}',
      secret: 's',
      type: 'ping',
      eventId: 'x',
      now: new Date(),
      allowPrivate: true,
      timeoutMs,
    });

  it('says in words why a call got no answer: nobody listening', async () => {
    const net = await import('node:net');
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((r) => probe.close(() => r()));
    const res = await pingPort(port);
    expect(res).toMatchObject({
      ok: false,
      responseCode: null,
      excerpt: `Conexão recusada pelo endereço (connect ECONNREFUSED 127.0.0.1:${port})`,
    });
  });

  it('bounds every call: a receiver that never answers fails at the time limit', async () => {
    const http = await import('node:http');
    const server = http.createServer(() => undefined);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    try {
      const res = await pingPort(port, 300);
      expect(res).toMatchObject({
        ok: false,
        responseCode: null,
        excerpt: 'Sem resposta no tempo limite (timeout)',
      });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
