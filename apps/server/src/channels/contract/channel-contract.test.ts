import { DEMO_LOGINS, openDemoDesk, startTestApp } from '../../../test/harness';
import { messagesWebhook, signedWebhook, startFakeGraphApi } from '../../../test/fake-graph-api';
import { expect } from 'vitest';
import { proto } from 'baileys';
import { waMessage } from '../../../test/fake-baileys';
import { openBaileysDesk } from '../baileys/baileys-testkit';
import { channelContract } from './channel-contract';

channelContract('sandbox', async () => {
  const t = await startTestApp({ jobs: true });
  // the contract is about the channel, not the chatbot: the demo phone's bot stays quiet
  const desk = await openDemoDesk(t, { bot: false });
  const setNumber = async (number: string, is: object) => {
    const url = `/sandbox/${desk.connectionId}/numbers/${number}`;
    expect((await t.request('PUT', url, desk.admin.token, is)).statusCode).toBe(200);
  };
  return {
    t,
    admin: desk.admin,
    async customerSays(number, body, externalId) {
      await desk.customerSays(number, body, { externalId });
    },
    async received(number) {
      const res = await t.request(
        'GET',
        `/sandbox/${desk.connectionId}/messages?number=${number}`,
        desk.admin.token,
      );
      return (res.json().messages as { direction: string; body: string }[])
        .filter((m) => m.direction === 'out')
        .map((m) => m.body);
    },
    // the simulated phone acknowledges delivery by itself
    confirmDelivery: async () => {},
    async readOnPhone(number) {
      const res = await t.request(
        'GET',
        `/sandbox/${desk.connectionId}/messages?number=${number}`,
        desk.admin.token,
      );
      return (res.json().messages as { direction: string; externalId: string; ack: number }[])
        .filter((m) => m.direction === 'in' && m.ack === 3)
        .map((m) => m.externalId);
    },
    connection: { id: desk.connectionId, companyId: desk.admin.user.companyId, name: 'sandbox' },
    adapter: t.runtime.channels.get('sandbox'),
    async markAbsent(number) {
      await setNumber(number, { onWhatsapp: false });
    },
    async givePicture(number) {
      await setNumber(number, { onWhatsapp: true, picture: true });
    },
    close: () => t.close(),
  };
});

channelContract('cloud-api', async () => {
  const secret = 'contract-app-secret';
  const phoneId = '300000000000001';
  const fake = await startFakeGraphApi({ accessToken: 'contract-token' });
  const t = await startTestApp({ jobs: true, cloudApiBaseUrl: fake.baseUrl });
  const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const conn = (
    await t.request('POST', '/whatsapp', admin.token, {
      name: 'Contrato oficial',
      provider: 'cloud-api',
      cloudApi: {
        phoneNumberId: phoneId,
        accessToken: 'contract-token',
        appSecret: secret,
        verifyToken: 'v',
      },
    })
  ).json();
  const deliver = (value: Parameters<typeof messagesWebhook>[1]) => {
    const { body, headers } = signedWebhook(secret, messagesWebhook(phoneId, value));
    return t.app.inject({
      method: 'POST',
      url: `/api/webhooks/cloud-api/${conn.id}`,
      payload: body,
      headers,
    });
  };
  const now = () => String(Math.floor(t.clock.now().getTime() / 1000));
  const sendsTo = (number: string) => fake.sends().filter((c) => c.json?.to === number);
  return {
    t,
    admin,
    async customerSays(number, body, externalId) {
      await deliver({
        contacts: [{ profile: { name: 'Cliente' }, wa_id: number }],
        messages: [
          { from: number, id: externalId, timestamp: now(), type: 'text', text: { body } },
        ],
      });
    },
    received: async (number) => sendsTo(number).map((c) => (c.json?.text as { body: string }).body),
    async confirmDelivery(number) {
      const id = sendsTo(number).at(-1)!.sentId!;
      await deliver({
        statuses: [{ id, status: 'delivered', timestamp: now(), recipient_id: number }],
      });
    },
    readOnPhone: async () =>
      fake.calls.filter((c) => c.json?.status === 'read').map((c) => String(c.json?.message_id)),
    connection: { id: conn.id, companyId: admin.user.companyId, name: 'Contrato oficial' },
    adapter: t.runtime.channels.get('cloud-api'),
    async close() {
      await t.close();
      await fake.close();
    },
  };
});

channelContract('beta (Baileys)', async () => {
  const d = await openBaileysDesk();
  const c = await d.connect('Contrato Baileys');
  c.socket.open();
  d.wa.onWhatsApp.add('5511966660002');
  const jid = (number: string) => `${number}@s.whatsapp.net`;
  const sentTo = (number: string) => c.socket.sent.filter((m) => m.jid === jid(number));
  return {
    t: d.t,
    admin: d.admin,
    async customerSays(number, body, externalId) {
      d.wa.onWhatsApp.add(number);
      c.socket.emit('messages.upsert', {
        type: 'notify',
        messages: [waMessage({ id: externalId, remoteJid: jid(number) }, { conversation: body })],
      });
    },
    received: async (number) => sentTo(number).map((m) => (m.content as { text: string }).text),
    async confirmDelivery(number) {
      const last = sentTo(number).at(-1)!;
      c.socket.emit('messages.update', [
        {
          key: { remoteJid: last.jid, id: last.id, fromMe: true },
          update: { status: proto.WebMessageInfo.Status.DELIVERY_ACK },
        },
      ]);
    },
    readOnPhone: async (number) =>
      c.socket.read.filter((k) => k.remoteJid === jid(number)).map((k) => String(k.id)),
    connection: c.ref,
    adapter: d.t.runtime.channels.get('beta'),
    // the fake WhatsApp knows only the numbers it is told of (the contract checks this one)
    markAbsent: async (number) => void d.wa.onWhatsApp.delete(number),
    close: () => d.t.close(),
  };
});
