import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesWebhook, signedWebhook, startFakeGraphApi } from '../../../test/fake-graph-api';
import {
  DEMO_LOGINS,
  eventually,
  startTestApp,
  testClock,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { cloudApiSettings, cloudApiWebhooks } from '../../db/schema';
import { multipart } from '../../../test/multipart';

const ACCESS_TOKEN = 'EAAG-test-access-token';
const APP_SECRET = 'app-secret-of-company-a';
const VERIFY_TOKEN = 'verify-me-please';
const PHONE_ID = '106540352242922';

type Fake = Awaited<ReturnType<typeof startFakeGraphApi>>;

interface Msg {
  id: number;
  body: string;
  fromMe: boolean;
  mediaType: string;
  mediaUrl?: string | null;
  ack: number;
  sendStatus?: string;
  sendError?: string | null;
  quotedMsg?: { id: number } | null;
}

describe('the cloud-api channel', () => {
  let t: TestApp;
  let fake: Fake;
  let admin: Session;
  let connId: number;
  const clock = testClock(new Date('2026-03-02T12:00:00Z'));
  const nowSeconds = () => String(Math.floor(clock.now().getTime() / 1000));

  beforeAll(async () => {
    fake = await startFakeGraphApi({ accessToken: ACCESS_TOKEN });
    t = await startTestApp({ jobs: true, clock, cloudApiBaseUrl: fake.baseUrl });
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const res = await t.request('POST', '/whatsapp', admin.token, {
      name: 'Número oficial',
      provider: 'cloud-api',
      cloudApi: {
        phoneNumberId: PHONE_ID,
        businessAccountId: '102290129340398',
        accessToken: ACCESS_TOKEN,
        appSecret: APP_SECRET,
        verifyToken: VERIFY_TOKEN,
      },
    });
    expect(res.statusCode).toBe(200);
    connId = res.json().id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deliver = (payload: unknown, secret = APP_SECRET, id = connId) => {
    const { body, headers } = signedWebhook(secret, payload);
    return t.app.inject({
      method: 'POST',
      url: `/api/webhooks/cloud-api/${id}`,
      payload: body,
      headers,
    });
  };
  const storedWebhooks = () => t.deps.db.select().from(cloudApiWebhooks);
  const customer = (from: string, message: Record<string, unknown>, name = 'Maria Cliente') =>
    messagesWebhook(PHONE_ID, {
      contacts: [{ profile: { name }, wa_id: from }],
      messages: [{ from, timestamp: nowSeconds(), ...message }],
    });
  const ticketOf = async (number: string) => {
    const list = (await t.request('GET', `/tickets?searchParam=${number}`, admin.token)).json();
    expect(list.tickets).toHaveLength(1);
    return list.tickets[0] as { id: number };
  };
  const messagesOf = async (ticketId: number): Promise<Msg[]> =>
    (await t.request('GET', `/messages/${ticketId}`, admin.token)).json().messages;

  it('connects with its settings, keeps secrets sealed and never shows them', async () => {
    const dto = (await t.request('GET', `/whatsapp/${connId}`, admin.token)).json();
    expect(dto.status).toBe('CONNECTED');
    expect(dto.cloudApi).toEqual({
      phoneNumberId: PHONE_ID,
      businessAccountId: '102290129340398',
      accessTokenSet: true,
      appSecretSet: true,
      verifyTokenSet: true,
      webhookPath: `/api/webhooks/cloud-api/${connId}`,
    });
    const list = await t.request('GET', '/whatsapp', admin.token);
    for (const secret of [ACCESS_TOKEN, APP_SECRET, VERIFY_TOKEN])
      expect(list.body).not.toContain(secret);
    const [row] = await t.deps.db
      .select()
      .from(cloudApiSettings)
      .where(eq(cloudApiSettings.whatsappId, connId));
    expect(JSON.stringify(row)).not.toContain(APP_SECRET);
    expect(row!.accessToken).toMatch(/^v1\./);
    // agents see the connection, not its settings
    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const seen = (await t.request('GET', '/whatsapp', agent.token)).json();
    expect(seen.find((c: { id: number }) => c.id === connId).cloudApi).toBeUndefined();
  });

  it('refuses a connection without its settings, naming each missing field', async () => {
    const res = await t.request('POST', '/whatsapp', admin.token, {
      name: 'Sem dados',
      provider: 'cloud-api',
      cloudApi: { phoneNumberId: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'cloudApi.accessToken': 'Required',
      'cloudApi.appSecret': 'Required',
      'cloudApi.verifyToken': 'Required',
    });
    // an edit that leaves the secrets out keeps them
    const put = await t.request('PUT', `/whatsapp/${connId}`, admin.token, {
      cloudApi: { businessAccountId: '999', accessToken: '' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().cloudApi).toMatchObject({ businessAccountId: '999', accessTokenSet: true });
  });

  it('answers the subscription check only with the right verify token', async () => {
    const verify = (token: string, id = connId) =>
      t.app.inject({
        method: 'GET',
        url: `/api/webhooks/cloud-api/${id}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await verify(VERIFY_TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await verify('wrong')).statusCode).toBe(403);
    expect((await verify(VERIFY_TOKEN, 999_999)).statusCode).toBe(404);
  });

  it('refuses a bad or missing signature, a body that is not JSON and an unknown shape, storing nothing', async () => {
    const payload = customer('5511988887777', {
      id: 'wamid.BAD',
      type: 'text',
      text: { body: 'x' },
    });
    expect((await deliver(payload, 'not-the-secret')).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/cloud-api/${connId}`,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await deliver('not json {')).statusCode).toBe(400);
    expect((await deliver({ object: 'page', entry: [] })).statusCode).toBe(400);
    expect((await deliver(payload, APP_SECRET, 999_999)).statusCode).toBe(404);
    expect(await storedWebhooks()).toHaveLength(0);
  });

  it('ingests a text message once however often it is delivered', async () => {
    const payload = customer('5511988880001', {
      id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
      type: 'text',
      text: { body: 'Bom dia, preciso de ajuda' },
    });
    for (let i = 0; i < 3; i++) expect((await deliver(payload)).statusCode).toBe(200);
    expect(await storedWebhooks()).toHaveLength(3);
    const ticket = await eventually(() => ticketOf('5511988880001'));
    await eventually(async () => {
      const rows = await storedWebhooks();
      expect(rows.every((r) => r.processedAt)).toBe(true);
    });
    const msgs = await messagesOf(ticket.id);
    expect(msgs.map((m) => [m.body, m.fromMe])).toEqual([['Bom dia, preciso de ajuda', false]]);
    const contacts = (
      await t.request('GET', '/contacts?searchParam=5511988880001', admin.token)
    ).json();
    expect(contacts.contacts[0].name).toBe('Maria Cliente');
  });

  it('fetches media by id and stores it; a reply points at the quoted message', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    fake.addMedia('1503947750388126', jpeg, 'image/jpeg');
    await deliver(
      customer('5511988880002', { id: 'wamid.TXT2', type: 'text', text: { body: 'Oi' } }),
    );
    const imageMessage = customer('5511988880002', {
      id: 'wamid.IMG2',
      type: 'image',
      context: { from: '5511988880002', id: 'wamid.TXT2' },
      image: {
        caption: 'a nota fiscal',
        mime_type: 'image/jpeg',
        sha256: 'ZTE0NjcyMTgyOGYz',
        id: '1503947750388126',
      },
    });
    await deliver(imageMessage);
    const ticket = await eventually(() => ticketOf('5511988880002'));
    const msgs = await eventually(async () => {
      const m = await messagesOf(ticket.id);
      expect(m).toHaveLength(2);
      return m;
    });
    const image = msgs.find((m) => m.mediaType === 'image')!;
    expect(image.body).toBe('a nota fiscal');
    expect(image.quotedMsg?.id).toBe(msgs.find((m) => m.body === 'Oi')!.id);
    const file = await t.request('GET', `/messages/${image.id}/media`, admin.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(jpeg)).toBe(true);
    // delivered again: neither downloaded nor stored twice
    await deliver(imageMessage);
    await eventually(async () => {
      expect((await storedWebhooks()).every((r) => r.processedAt)).toBe(true);
    });
    expect(await messagesOf(ticket.id)).toHaveLength(2);
    expect(fake.calls.filter((c) => c.path === '/files/1503947750388126')).toHaveLength(1);
  });

  it('sends text and replies, raises acks in order only and shows a failed delivery', async () => {
    await deliver(
      customer('5511988880003', { id: 'wamid.IN3', type: 'text', text: { body: 'Olá' } }),
    );
    const ticket = await eventually(() => ticketOf('5511988880003'));
    await t.request('PUT', `/tickets/${ticket.id}`, admin.token, { status: 'open' });
    const [inbound] = await messagesOf(ticket.id);
    const res = await t.request('POST', `/messages/${ticket.id}`, admin.token, {
      body: 'Como posso ajudar?',
      quotedMsg: { id: inbound!.id },
    });
    expect(res.statusCode).toBe(200);
    const sent = await eventually(async () => {
      const m = (await messagesOf(ticket.id)).find((x) => x.fromMe)!;
      expect(m.sendStatus).toBe('sent');
      return m;
    });
    const call = fake.sends().at(-1)!;
    expect(call.json).toMatchObject({
      messaging_product: 'whatsapp',
      to: '5511988880003',
      type: 'text',
      text: { body: expect.stringContaining('Como posso ajudar?') },
      context: { message_id: 'wamid.IN3' },
    });
    const externalId = fake.sends().length;
    const status = (status: string, extra: object = {}) =>
      deliver(
        messagesWebhook(PHONE_ID, {
          statuses: [
            {
              id: `wamid.OUT${externalId}`,
              status,
              timestamp: nowSeconds(),
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
      const rows = await storedWebhooks();
      expect(rows.every((r) => r.processedAt)).toBe(true);
      const m = (await messagesOf(ticket.id)).find((x) => x.id === sent.id)!;
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
      const m = (await messagesOf(ticket.id)).find((x) => x.id === sent.id)!;
      expect(m.sendStatus).toBe('failed');
      expect(m.sendError).toBe(
        'Não entregue: Message failed to send because more than 24 hours have passed (131047)',
      );
    });
  });

  it('uploads a file then sends it by id, sends approved templates and marks chats read', async () => {
    await deliver(
      customer('5511988880006', { id: 'wamid.IN6', type: 'text', text: { body: 'Oi' } }),
    );
    const ticket = await eventually(() => ticketOf('5511988880006'));
    await t.request('PUT', `/tickets/${ticket.id}`, admin.token, { status: 'open' });
    const pdf = Buffer.from('%PDF-1.4\n%fake\n');
    const upload = multipart(
      { body: 'segue o boleto' },
      {
        field: 'medias',
        name: 'boleto.pdf',
        type: 'application/pdf',
        data: pdf,
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${ticket.id}`,
      headers: { authorization: `Bearer ${admin.token}`, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => {
      const m = (await messagesOf(ticket.id)).find((x) => x.fromMe)!;
      expect(m.sendStatus).toBe('sent');
    });
    const uploadCall = fake.calls.filter((c) => c.path === `/v99.0/${PHONE_ID}/media`).at(-1)!;
    expect(uploadCall.raw).toContain('name="messaging_product"');
    expect(uploadCall.raw).toContain('%PDF-1.4');
    expect(fake.sends().at(-1)!.json).toMatchObject({
      to: '5511988880006',
      type: 'document',
      document: { id: expect.stringMatching(/^UPLOADED-/), filename: 'boleto.pdf' },
    });

    const conn = { id: connId, companyId: admin.user.companyId, name: 'Número oficial' };
    const { externalId } = await t.runtime.channels.cloudApi.sendTemplate(conn, {
      to: '5511988880006',
      name: 'retomar_atendimento',
      language: 'pt_BR',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Maria' }] }],
    });
    expect(externalId).toMatch(/^wamid\.OUT\d+$/);
    expect(fake.sends().at(-1)!.json).toMatchObject({
      type: 'template',
      template: { name: 'retomar_atendimento', language: { code: 'pt_BR' } },
    });

    await t.runtime.channels.cloudApi.markRead!(conn, '5511988880006', ['wamid.A', 'wamid.IN6']);
    expect(fake.calls.at(-1)!.json).toEqual({
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: 'wamid.IN6',
    });
  });

  it('backs off and retries when the platform answers 130429 (rate limit)', async () => {
    await deliver(
      customer('5511988880004', { id: 'wamid.IN4', type: 'text', text: { body: 'Oi' } }),
    );
    const ticket = await eventually(() => ticketOf('5511988880004'));
    await t.request('PUT', `/tickets/${ticket.id}`, admin.token, { status: 'open' });
    fake.failNext(400, 130429, 'Rate limit hit');
    await t.request('POST', `/messages/${ticket.id}`, admin.token, { body: 'Aguarde' });
    const m = await eventually(async () => {
      const row = (await messagesOf(ticket.id)).find((x) => x.fromMe)!;
      expect(row.sendStatus).toBe('sent');
      return row;
    }, 30_000);
    expect(m.sendError ?? null).toBeNull();
  }, 40_000);

  it('keeps each company to its own connection', async () => {
    const b = await t.signupCompany('Outra Empresa Cloud');
    const created = await t.request('POST', '/whatsapp', b.admin.token, {
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
          timestamp: nowSeconds(),
          type: 'text',
          text: { body: 'B' },
        },
      ],
    });
    expect((await deliver(payload, APP_SECRET, bConn)).statusCode).toBe(401);
    expect((await t.request('GET', `/whatsapp/${bConn}`, admin.token)).statusCode).toBe(404);
    // B's own delivery lands in B only
    expect((await deliver(payload, 'secret-of-company-b', bConn)).statusCode).toBe(200);
    await eventually(async () => {
      const list = (
        await t.request('GET', '/tickets?searchParam=5511977770000', b.admin.token)
      ).json();
      expect(list.tickets).toHaveLength(1);
    });
    const inA = (await t.request('GET', '/tickets?searchParam=5511977770000', admin.token)).json();
    expect(inA.tickets).toHaveLength(0);
    const bTicket = (
      await t.request('GET', '/tickets?searchParam=5511977770000', b.admin.token)
    ).json().tickets[0];
    expect(
      (await t.request('GET', `/tickets/${bTicket.id}/service-window`, admin.token)).statusCode,
    ).toBe(404);
  });

  // last: it moves the clock a day on
  it('tracks the 24-hour customer-service window per ticket', async () => {
    await deliver(
      customer('5511988880005', { id: 'wamid.IN5', type: 'text', text: { body: 'Oi' } }),
    );
    const ticket = await eventually(() => ticketOf('5511988880005'));
    const window = async () =>
      (await t.request('GET', `/tickets/${ticket.id}/service-window`, admin.token)).json();
    expect(await window()).toEqual({
      enforced: true,
      open: true,
      lastInboundAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
    });
    // a day later (the access token is renewed: it lives shorter than the window)
    clock.advance(24 * 3_600_000 + 1);
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    expect((await window()).open).toBe(false);
  });
});
