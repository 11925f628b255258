import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  DEMO_LOGINS,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('company B never reaches company A’s tickets and messages', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let connectionId: number;
  let ticket: { id: number; uuid: string };
  let mediaUrl: string;
  let sentId: number;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa Bravo')).admin;
    const connections = (await t.request('GET', '/whatsapp', a.token)).json();
    connectionId = connections.find((c: { provider: string }) => c.provider === 'sandbox').id;

    await t.request('POST', `/sandbox/${connectionId}/messages`, a.token, {
      number: '5511930000001',
      name: 'Cliente Alfa Segredo',
      body: 'segredo da empresa alfa',
    });
    ticket = (await t.request('GET', '/tickets?searchParam=5511930000001', a.token)).json()
      .tickets[0];
    await t.request('PUT', `/tickets/${ticket.id}`, a.token, { status: 'open' });
    const boundary = '----tenancyboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="medias"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${ticket.id}`,
      headers: {
        authorization: `Bearer ${a.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    sentId = sent.json().messages[0].id;
    mediaUrl = sent.json().messages[0].mediaUrl;
  }, 120_000);
  afterAll(() => t.close());

  it('404 on A’s ticket by id and uuid, on update and delete', async () => {
    expect((await t.request('GET', `/tickets/${ticket.id}`, b.token)).statusCode).toBe(404);
    expect((await t.request('GET', `/tickets/u/${ticket.uuid}`, b.token)).statusCode).toBe(404);
    for (const body of [{ status: 'closed' }, { status: 'pending' }, { userId: b.user.id }]) {
      expect((await t.request('PUT', `/tickets/${ticket.id}`, b.token, body)).statusCode).toBe(404);
    }
    expect((await t.request('DELETE', `/tickets/${ticket.id}`, b.token)).statusCode).toBe(404);
    const still = (await t.request('GET', `/tickets/${ticket.id}`, a.token)).json();
    expect(still).toMatchObject({ status: 'open', userId: a.user.id });
  });

  it('404 on A’s messages: list, send, delete and media', async () => {
    expect((await t.request('GET', `/messages/${ticket.id}`, b.token)).statusCode).toBe(404);
    expect(
      (await t.request('POST', `/messages/${ticket.id}`, b.token, { body: 'intruso' })).statusCode,
    ).toBe(404);
    expect((await t.request('DELETE', `/messages/${sentId}`, b.token)).statusCode).toBe(404);
    const media = await t.app.inject({
      method: 'GET',
      url: mediaUrl,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(media.statusCode).toBe(404);
    const page = (await t.request('GET', `/messages/${ticket.id}`, a.token)).json();
    expect(page.messages.map((m: { body: string }) => m.body)).not.toContain('intruso');
    expect(page.messages.find((m: { id: number }) => m.id === sentId).isDeleted).toBe(false);
  });

  it('A’s tickets appear in none of B’s lists or searches', async () => {
    const queries = [
      '',
      'status=pending',
      'status=open',
      'status=closed',
      'showAll=true',
      'status=open&showAll=true',
      'searchParam=segredo',
      'searchParam=Alfa',
      'searchParam=5511930000001',
      `users=${encodeURIComponent(JSON.stringify([a.user.id]))}&showAll=true`,
    ];
    for (const q of queries) {
      const res = await t.request('GET', `/tickets?${q}`, b.token);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().tickets, q).toEqual([]);
    }
    // A searching the same terms finds it: the searches above were meaningful
    const own = (await t.request('GET', '/tickets?searchParam=segredo', a.token)).json();
    expect(own.tickets.map((r: { id: number }) => r.id)).toEqual([ticket.id]);
  });

  it('B’s sockets hear nothing of A, even after joinChatBox with A’s ticket id', async () => {
    const bSocket = await t.connectSocket(b.token);
    const heard: [string, unknown][] = [];
    bSocket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
    bSocket.emit('joinChatBox', ticket.id);
    bSocket.emit('joinChatBox', String(ticket.id));
    const aSocket = await t.connectSocket(a.token);
    const aHeard: string[] = [];
    aSocket.onAny((event: string) => aHeard.push(event));
    await sleep(200);

    await t.request('POST', `/sandbox/${connectionId}/messages`, a.token, {
      number: '5511930000001',
      body: 'mais um segredo',
    });
    const reply = await t.request('POST', `/messages/${ticket.id}`, a.token, { body: 'resposta' });
    expect(reply.statusCode).toBe(200);
    await t.request('PUT', `/tickets/${ticket.id}`, a.token, { status: 'pending' });
    await eventually(async () => {
      expect(aHeard.filter((e) => e.endsWith('-appMessage')).length).toBeGreaterThanOrEqual(4);
      // the messages' events carry the ticket; the return to pending is a ticket event
      expect(aHeard.filter((e) => e.endsWith('-ticket')).length).toBeGreaterThanOrEqual(1);
    });
    // another new ticket of A, created and deleted
    await t.request('POST', `/sandbox/${connectionId}/messages`, a.token, {
      number: '5511930000002',
      body: 'vai sumir',
    });
    const doomed = (await t.request('GET', '/tickets?searchParam=5511930000002', a.token)).json()
      .tickets[0];
    await t.request('DELETE', `/tickets/${doomed.id}`, a.token);
    await sleep(500);

    const aCompany = `company-${a.user.companyId}-`;
    expect(heard.filter(([e]) => e.startsWith(aCompany))).toEqual([]);
    expect(heard.filter(([e]) => /-(ticket|appMessage)$/.test(e))).toEqual([]);
    expect(JSON.stringify(heard)).not.toContain('segredo');
  });
});
