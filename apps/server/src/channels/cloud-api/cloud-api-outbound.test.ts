import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesWebhook } from '../../../test/fake-graph-api';
import { DEMO_LOGINS, eventually } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import {
  ACCESS_TOKEN,
  APP_SECRET,
  PHONE_ID,
  startCloudApiDesk,
  type CloudApiDesk,
} from './cloud-api.testkit';

describe('the cloud-api channel: sends, tenancy and the service window', () => {
  let d: CloudApiDesk;
  beforeAll(async () => {
    d = await startCloudApiDesk();
  });
  afterAll(() => d.close());

  it('sends text and replies, raises acks in order only and shows a failed delivery', async () => {
    await d.deliver(
      d.customer('5511988880003', { id: 'wamid.IN3', type: 'text', text: { body: 'Olá' } }),
    );
    const ticket = await eventually(() => d.ticketOf('5511988880003'));
    await d.t.request('PUT', `/tickets/${ticket.id}`, d.admin.token, { status: 'open' });
    const [inbound] = await d.messagesOf(ticket.id);
    const res = await d.t.request('POST', `/messages/${ticket.id}`, d.admin.token, {
      body: 'Como posso ajudar?',
      quotedMsg: { id: inbound!.id },
    });
    expect(res.statusCode).toBe(200);
    const sent = await eventually(async () => {
      const m = (await d.messagesOf(ticket.id)).find((x) => x.fromMe)!;
      expect(m.sendStatus).toBe('sent');
      return m;
    });
    const call = d.fake.sends().at(-1)!;
    expect(call.json).toMatchObject({
      messaging_product: 'whatsapp',
      to: '5511988880003',
      type: 'text',
      text: { body: expect.stringContaining('Como posso ajudar?') },
      context: { message_id: 'wamid.IN3' },
    });
    const externalId = d.fake.sends().length;
    const status = (status: string, extra: object = {}) =>
      d.deliver(
        messagesWebhook(PHONE_ID, {
          statuses: [
            {
              id: `wamid.OUT${externalId}`,
              status,
              timestamp: d.nowSeconds(),
              recipient_id: '5511988880003',
              ...extra,
            },
          ],
        }),
      );
    // read arrives before delivered: the ack stays at read
    await status('read');
    await status('delivered');
    await eventually(async () => {
      const rows = await d.storedWebhooks();
      expect(rows.every((r) => r.processedAt)).toBe(true);
      const m = (await d.messagesOf(ticket.id)).find((x) => x.id === sent.id)!;
      expect(m.ack).toBe(3);
    });
    await status('failed', {
      errors: [
        {
          code: 131047,
          title: 'Re-engagement message',
          message: 'Re-engagement message',
          error_data: { details: 'Message failed to send because more than 24 hours have passed' },
        },
      ],
    });
    await eventually(async () => {
      const m = (await d.messagesOf(ticket.id)).find((x) => x.id === sent.id)!;
      expect(m.sendStatus).toBe('failed');
      expect(m.sendError).toBe(
        'Não entregue: Mais de 24 horas desde a última mensagem do cliente: envie um modelo ' +
          'aprovado (131047: Message failed to send because more than 24 hours have passed)',
      );
    });
  });

  it('uploads a file then sends it by id, sends approved templates and marks chats read', async () => {
    await d.deliver(
      d.customer('5511988880006', { id: 'wamid.IN6', type: 'text', text: { body: 'Oi' } }),
    );
    const ticket = await eventually(() => d.ticketOf('5511988880006'));
    await d.t.request('PUT', `/tickets/${ticket.id}`, d.admin.token, { status: 'open' });
    const pdf = Buffer.from('%PDF-1.4\n%d.fake\n');
    const upload = multipart(
      { body: 'segue o boleto' },
      {
        field: 'medias',
        name: 'boleto.pdf',
        type: 'application/pdf',
        data: pdf,
      },
    );
    const res = await d.t.app.inject({
      method: 'POST',
      url: `/api/messages/${ticket.id}`,
      headers: { authorization: `Bearer ${d.admin.token}`, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => {
      const m = (await d.messagesOf(ticket.id)).find((x) => x.fromMe)!;
      expect(m.sendStatus).toBe('sent');
    });
    const uploadCall = d.fake.calls.filter((c) => c.path === `/v99.0/${PHONE_ID}/media`).at(-1)!;
    expect(uploadCall.raw).toContain('name="messaging_product"');
    expect(uploadCall.raw).toContain('%PDF-1.4');
    expect(d.fake.sends().at(-1)!.json).toMatchObject({
      to: '5511988880006',
      type: 'document',
      document: { id: expect.stringMatching(/^UPLOADED-/), filename: 'boleto.pdf' },
    });

    const conn = { id: d.connId, companyId: d.admin.user.companyId, name: 'Número oficial' };
    const { externalId } = await d.t.runtime.channels.cloudApi.sendTemplate(conn, {
      to: '5511988880006',
      name: 'retomar_atendimento',
      language: 'pt_BR',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Maria' }] }],
    });
    expect(externalId).toMatch(/^wamid\.OUT\d+$/);
    expect(d.fake.sends().at(-1)!.json).toMatchObject({
      type: 'template',
      template: { name: 'retomar_atendimento', language: { code: 'pt_BR' } },
    });

    await d.t.runtime.channels.cloudApi.markRead!(conn, '5511988880006', ['wamid.A', 'wamid.IN6']);
    expect(d.fake.calls.at(-1)!.json).toEqual({
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: 'wamid.IN6',
    });
  });

  it('backs off and retries when the platform answers 130429 (rate limit)', async () => {
    await d.deliver(
      d.customer('5511988880004', { id: 'wamid.IN4', type: 'text', text: { body: 'Oi' } }),
    );
    const ticket = await eventually(() => d.ticketOf('5511988880004'));
    await d.t.request('PUT', `/tickets/${ticket.id}`, d.admin.token, { status: 'open' });
    d.fake.failNext(400, 130429, 'Rate limit hit');
    await d.t.request('POST', `/messages/${ticket.id}`, d.admin.token, { body: 'Aguarde' });
    const m = await eventually(async () => {
      const row = (await d.messagesOf(ticket.id)).find((x) => x.fromMe)!;
      expect(row.sendStatus).toBe('sent');
      return row;
    }, 30_000);
    expect(m.sendError ?? null).toBeNull();
  }, 40_000);

  it('keeps each company to its own connection', async () => {
    const b = await d.t.signupCompany('Outra Empresa Cloud');
    const created = await d.t.request('POST', '/whatsapp', b.admin.token, {
      name: 'Oficial B',
      provider: 'cloud-api',
      cloudApi: {
        phoneNumberId: '200000000000001',
        accessToken: ACCESS_TOKEN,
        appSecret: 'secret-of-company-b',
        verifyToken: 'b-verify',
      },
    });
    expect(created.statusCode).toBe(200);
    const bConn = created.json().id;
    // A's secret does not open B's address, and B's settings are not A's to read
    const payload = messagesWebhook('200000000000001', {
      contacts: [{ profile: { name: 'Intruso' }, wa_id: '5511977770000' }],
      messages: [
        {
          from: '5511977770000',
          id: 'wamid.B1',
          timestamp: d.nowSeconds(),
          type: 'text',
          text: { body: 'B' },
        },
      ],
    });
    expect((await d.deliver(payload, APP_SECRET, bConn)).statusCode).toBe(401);
    expect((await d.t.request('GET', `/whatsapp/${bConn}`, d.admin.token)).statusCode).toBe(404);
    // B's own delivery lands in B only
    expect((await d.deliver(payload, 'secret-of-company-b', bConn)).statusCode).toBe(200);
    await eventually(async () => {
      const list = (
        await d.t.request('GET', '/tickets?searchParam=5511977770000', b.admin.token)
      ).json();
      expect(list.tickets).toHaveLength(1);
    });
    const inA = (
      await d.t.request('GET', '/tickets?searchParam=5511977770000', d.admin.token)
    ).json();
    expect(inA.tickets).toHaveLength(0);
    const bTicket = (
      await d.t.request('GET', '/tickets?searchParam=5511977770000', b.admin.token)
    ).json().tickets[0];
    expect(
      (await d.t.request('GET', `/tickets/${bTicket.id}/service-window`, d.admin.token)).statusCode,
    ).toBe(404);
  });

  // last: it moves the d.clock a day on
  it('tracks the 24-hour customer-service window per ticket', async () => {
    await d.deliver(
      d.customer('5511988880005', { id: 'wamid.IN5', type: 'text', text: { body: 'Oi' } }),
    );
    const ticket = await eventually(() => d.ticketOf('5511988880005'));
    const window = async () =>
      (await d.t.request('GET', `/tickets/${ticket.id}/service-window`, d.admin.token)).json();
    expect(await window()).toEqual({
      enforced: true,
      open: true,
      lastInboundAt: d.clock.now().toISOString(),
      expiresAt: new Date(d.clock.now().getTime() + 24 * 3_600_000).toISOString(),
    });
    // a day later (the access token is renewed: it lives shorter than the window)
    d.clock.advance(24 * 3_600_000 + 1);
    d.admin = await d.t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    expect((await window()).open).toBe(false);
  });
});
