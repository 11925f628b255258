import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, eventually } from '../../../test/harness';
import { cloudApiSettings } from '../../db/schema';
import {
  ACCESS_TOKEN,
  APP_SECRET,
  PHONE_ID,
  VERIFY_TOKEN,
  startCloudApiDesk,
  type CloudApiDesk,
} from './cloud-api.testkit';

describe('the cloud-api channel: connection and inbound webhooks', () => {
  let d: CloudApiDesk;
  beforeAll(async () => {
    d = await startCloudApiDesk();
  });
  afterAll(() => d.close());

  it('connects with its settings, keeps secrets sealed and never shows them', async () => {
    const dto = (await d.t.request('GET', `/whatsapp/${d.connId}`, d.admin.token)).json();
    expect(dto.status).toBe('CONNECTED');
    expect(dto.cloudApi).toEqual({
      phoneNumberId: PHONE_ID,
      businessAccountId: '102290129340398',
      accessTokenSet: true,
      appSecretSet: true,
      verifyTokenSet: true,
      webhookPath: `/api/webhooks/cloud-api/${d.connId}`,
    });
    const list = await d.t.request('GET', '/whatsapp', d.admin.token);
    for (const secret of [ACCESS_TOKEN, APP_SECRET, VERIFY_TOKEN])
      expect(list.body).not.toContain(secret);
    const [row] = await d.t.deps.db
      .select()
      .from(cloudApiSettings)
      .where(eq(cloudApiSettings.whatsappId, d.connId));
    expect(JSON.stringify(row)).not.toContain(APP_SECRET);
    expect(row!.accessToken).toMatch(/^v1\./);
    // agents see the connection, not its settings
    const agent = await d.t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const seen = (await d.t.request('GET', '/whatsapp', agent.token)).json();
    expect(seen.find((c: { id: number }) => c.id === d.connId).cloudApi).toBeUndefined();
  });

  it('refuses a connection without its settings, naming each missing field', async () => {
    const res = await d.t.request('POST', '/whatsapp', d.admin.token, {
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
    const put = await d.t.request('PUT', `/whatsapp/${d.connId}`, d.admin.token, {
      cloudApi: { businessAccountId: '999', accessToken: '' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().cloudApi).toMatchObject({ businessAccountId: '999', accessTokenSet: true });
  });

  it('answers the subscription check only with the right verify token', async () => {
    const verify = (token: string, id = d.connId) =>
      d.t.app.inject({
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
    const payload = d.customer('5511988887777', {
      id: 'wamid.BAD',
      type: 'text',
      text: { body: 'x' },
    });
    expect((await d.deliver(payload, 'not-the-secret')).statusCode).toBe(401);
    const unsigned = await d.t.app.inject({
      method: 'POST',
      url: `/api/webhooks/cloud-api/${d.connId}`,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await d.deliver('not json {')).statusCode).toBe(400);
    expect((await d.deliver({ object: 'page', entry: [] })).statusCode).toBe(400);
    expect((await d.deliver(payload, APP_SECRET, 999_999)).statusCode).toBe(404);
    expect(await d.storedWebhooks()).toHaveLength(0);
  });

  it('ingests a text message once however often it is delivered', async () => {
    const payload = d.customer('5511988880001', {
      id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
      type: 'text',
      text: { body: 'Bom dia, preciso de ajuda' },
    });
    for (let i = 0; i < 3; i++) expect((await d.deliver(payload)).statusCode).toBe(200);
    expect(await d.storedWebhooks()).toHaveLength(3);
    const ticket = await eventually(() => d.ticketOf('5511988880001'));
    await eventually(async () => {
      const rows = await d.storedWebhooks();
      expect(rows.every((r) => r.processedAt)).toBe(true);
    });
    const msgs = await d.messagesOf(ticket.id);
    expect(msgs.map((m) => [m.body, m.fromMe])).toEqual([['Bom dia, preciso de ajuda', false]]);
    const contacts = (
      await d.t.request('GET', '/contacts?searchParam=5511988880001', d.admin.token)
    ).json();
    expect(contacts.contacts[0].name).toBe('Maria Cliente');
  });

  it('fetches media by id and stores it; a reply points at the quoted message', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    d.fake.addMedia('1503947750388126', jpeg, 'image/jpeg');
    await d.deliver(
      d.customer('5511988880002', { id: 'wamid.TXT2', type: 'text', text: { body: 'Oi' } }),
    );
    const imageMessage = d.customer('5511988880002', {
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
    await d.deliver(imageMessage);
    const ticket = await eventually(() => d.ticketOf('5511988880002'));
    const msgs = await eventually(async () => {
      const m = await d.messagesOf(ticket.id);
      expect(m).toHaveLength(2);
      return m;
    });
    const image = msgs.find((m) => m.mediaType === 'image')!;
    expect(image.body).toBe('a nota fiscal');
    expect(image.quotedMsg?.id).toBe(msgs.find((m) => m.body === 'Oi')!.id);
    const file = await d.t.request('GET', `/messages/${image.id}/media`, d.admin.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(jpeg)).toBe(true);
    // delivered again: neither downloaded nor stored twice
    await d.deliver(imageMessage);
    await eventually(async () => {
      expect((await d.storedWebhooks()).every((r) => r.processedAt)).toBe(true);
    });
    expect(await d.messagesOf(ticket.id)).toHaveLength(2);
    expect(d.fake.calls.filter((c) => c.path === '/files/1503947750388126')).toHaveLength(1);
  });
});
