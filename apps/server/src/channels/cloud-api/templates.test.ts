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

const ACCESS_TOKEN = 'EAAG-templates-token';
const APP_SECRET = 'templates-app-secret';
const PHONE_ID = '106540352242999';
const WABA_ID = '102290129340399';

type Fake = Awaited<ReturnType<typeof startFakeGraphApi>>;

/** Approved templates listed through the Graph API and sent on a ticket as its message. */
describe('cloud-api message templates', () => {
  let t: TestApp;
  let fake: Fake;
  let admin: Session;
  let connId: number;
  let ticketId: number;
  const clock = testClock(new Date('2026-03-02T12:00:00Z'));

  beforeAll(async () => {
    fake = await startFakeGraphApi({ accessToken: ACCESS_TOKEN });
    t = await startTestApp({ jobs: true, clock, cloudApiBaseUrl: fake.baseUrl });
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const res = await t.request('POST', '/whatsapp', admin.token, {
      name: 'Oficial com modelos',
      provider: 'cloud-api',
      cloudApi: {
        phoneNumberId: PHONE_ID,
        businessAccountId: WABA_ID,
        accessToken: ACCESS_TOKEN,
        appSecret: APP_SECRET,
        verifyToken: 'v',
      },
    });
    connId = res.json().id;
    const now = String(Math.floor(clock.now().getTime() / 1000));
    const { body, headers } = signedWebhook(
      APP_SECRET,
      messagesWebhook(PHONE_ID, {
        contacts: [{ profile: { name: 'Maria' }, wa_id: '5511933330001' }],
        messages: [
          {
            from: '5511933330001',
            id: 'wamid.T1',
            timestamp: now,
            type: 'text',
            text: { body: 'Oi' },
          },
        ],
      }),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/cloud-api/${connId}`,
      payload: body,
      headers,
    });
    ticketId = await eventually(async () => {
      const list = await t.request('GET', '/tickets?searchParam=5511933330001', admin.token);
      return list.json().tickets[0].id as number;
    });
    await t.request('PUT', `/tickets/${ticketId}`, admin.token, { status: 'open' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('lists only the approved templates, with their texts and parameter counts', async () => {
    const res = await t.request('GET', `/whatsapp/${connId}/templates`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().templates).toEqual([
      {
        name: 'hello_world',
        language: 'en_US',
        category: 'UTILITY',
        header: 'Hello World',
        body: 'Welcome and congratulations!! This message demonstrates your ability to send a WhatsApp message notification from the Cloud API, hosted by Meta.',
        footer: 'WhatsApp Business Platform sample message',
        parameterCount: 0,
      },
      {
        name: 'retomar_atendimento',
        language: 'pt_BR',
        category: 'UTILITY',
        header: null,
        body: 'Olá {{1}}, aqui é da {{2}}. Podemos continuar o seu atendimento?',
        footer: null,
        parameterCount: 2,
      },
    ]);
    const call = fake.calls.find((c) => c.path.endsWith('/message_templates'))!;
    expect(call.path).toBe(`/v99.0/${WABA_ID}/message_templates`);
    expect(new URLSearchParams(call.query).get('status')).toBe('APPROVED');
    expect(call.auth).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('sends a template on the ticket: stored as its message, delivered as the template', async () => {
    const res = await t.request('POST', `/messages/${ticketId}/template`, admin.token, {
      name: 'retomar_atendimento',
      language: 'pt_BR',
      parameters: ['Maria', 'Loja Atende'],
    });
    expect(res.statusCode).toBe(200);
    const [message] = res.json().messages;
    expect(message).toMatchObject({
      body: 'Olá Maria, aqui é da Loja Atende. Podemos continuar o seu atendimento?',
      fromMe: true,
    });
    const sent = await eventually(() => {
      const call = fake.sends().find((c) => c.json?.type === 'template');
      expect(call).toBeDefined();
      return call!;
    });
    expect(sent.json).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511933330001',
      type: 'template',
      template: {
        name: 'retomar_atendimento',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Maria' },
              { type: 'text', text: 'Loja Atende' },
            ],
          },
        ],
      },
    });
    await eventually(async () => {
      const msgs = (await t.request('GET', `/messages/${ticketId}`, admin.token)).json().messages;
      expect(msgs.find((m: { id: number }) => m.id === message.id)).toMatchObject({
        sendStatus: 'sent',
        ack: 1,
      });
    });
  });

  it('refuses an unknown or unapproved template and a wrong number of parameters', async () => {
    const send = (body: object) =>
      t.request('POST', `/messages/${ticketId}/template`, admin.token, body);
    const rejected = await send({ name: 'promocao_relampago', language: 'pt_BR' });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().fields).toEqual({ name: 'Modelo não encontrado ou não aprovado' });
    const short = await send({ name: 'retomar_atendimento', language: 'pt_BR', parameters: ['x'] });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ parameters: 'O modelo pede 2 parâmetro(s)' });
    const blank = await send({ name: '', language: 'pt_BR' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('name');
  });

  it('has no templates on other providers, and none for another company', async () => {
    const connections = (await t.request('GET', '/whatsapp', admin.token)).json();
    const sandbox = connections.find((c: { provider: string }) => c.provider === 'sandbox');
    const res = await t.request('GET', `/whatsapp/${sandbox.id}/templates`, admin.token);
    expect(res.statusCode).toBe(400);
    const other = await t.signupCompany('Empresa Vizinha');
    const list = await t.request('GET', `/whatsapp/${connId}/templates`, other.admin.token);
    expect(list.statusCode).toBe(404);
    const send = await t.request('POST', `/messages/${ticketId}/template`, other.admin.token, {
      name: 'hello_world',
      language: 'en_US',
    });
    expect(send.statusCode).toBe(404);
  });
});
