import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  DEMO_LOGINS,
  record,
  quietDemoBot,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

describe('a conversation through the HTTP API and the simulated phone', () => {
  let t: TestApp;
  let admin: Session;
  let connectionId: number;
  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const connections = (await t.request('GET', '/whatsapp', admin.token)).json();
    connectionId = connections.find((c: { provider: string }) => c.provider === 'sandbox').id;
    await quietDemoBot(t, admin.token, connectionId);
  }, 60_000);
  afterAll(() => t.close());

  const customerSays = (number: string, body: string, externalId?: string) =>
    t.request('POST', `/sandbox/${connectionId}/messages`, admin.token, {
      number,
      name: 'Maria Clara',
      body,
      externalId,
    });

  it('inject → pending ticket and event → accept → reply with acks on the phone → resolve', async () => {
    const socket = await t.connectSocket(admin.token);
    const ticketEvents = record(socket, companyChannel(admin.user.companyId, 'ticket'));
    const messageEvents = record(socket, companyChannel(admin.user.companyId, 'appMessage'));

    expect((await customerSays('+55 (11) 98765-4321', 'Oi, preciso de ajuda')).statusCode).toBe(
      200,
    );
    const pending = (await t.request('GET', '/tickets?status=pending', admin.token)).json();
    expect(pending.tickets).toHaveLength(1);
    const ticket = pending.tickets[0];
    expect(ticket).toMatchObject({
      status: 'pending',
      unreadMessages: 1,
      lastMessage: 'Oi, preciso de ajuda',
      contact: { name: 'Maria Clara', number: '5511987654321' },
      whatsapp: { id: connectionId },
    });
    // the message's event carries its ticket, as the lists show it
    await eventually(async () => {
      expect(messageEvents).toContainEqual(
        expect.objectContaining({
          action: 'create',
          message: expect.objectContaining({ body: 'Oi, preciso de ajuda' }),
          ticket: expect.objectContaining({
            id: ticket.id,
            status: 'pending',
            unreadMessages: 1,
            lastMessage: 'Oi, preciso de ajuda',
          }),
        }),
      );
    });

    const accepted = await t.request('PUT', `/tickets/${ticket.id}`, admin.token, {
      status: 'open',
    });
    expect(accepted.json()).toMatchObject({ status: 'open', userId: admin.user.id });
    await eventually(async () =>
      expect(ticketEvents).toContainEqual({
        action: 'update',
        ticket: expect.objectContaining({ id: ticket.id, status: 'open' }),
      }),
    );

    socket.emit('joinChatBox', ticket.id);
    const sent = await t.request('POST', `/messages/${ticket.id}`, admin.token, {
      body: 'Olá Maria, em que posso ajudar?',
    });
    expect(sent.statusCode).toBe(200);
    const replyId = sent.json().messages[0].id;

    const phone = await eventually(async () => {
      const convo = (
        await t.request(
          'GET',
          `/sandbox/${connectionId}/messages?number=5511987654321`,
          admin.token,
        )
      ).json();
      expect(
        convo.messages.map((m: { direction: string; body: string; ack: number }) => [
          m.direction,
          m.body,
          m.ack,
        ]),
      ).toEqual([
        // answered through the API without opening the chat: delivered, not yet read
        ['in', 'Oi, preciso de ajuda', 2],
        ['out', 'Olá Maria, em que posso ajudar?', 3],
      ]);
      return convo;
    });
    expect(phone.messages).toHaveLength(2);
    // opening the chat reads it: the customer's phone shows it read
    expect((await t.request('GET', `/messages/${ticket.id}`, admin.token)).statusCode).toBe(200);
    const read = (
      await t.request('GET', `/sandbox/${connectionId}/messages?number=5511987654321`, admin.token)
    ).json();
    expect(read.messages[0]).toMatchObject({ direction: 'in', ack: 3 });

    const history = await eventually(async () => {
      const page = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
      expect(page.messages.at(-1)).toMatchObject({
        id: replyId,
        fromMe: true,
        sendStatus: 'sent',
        ack: 3,
      });
      return page;
    });
    expect(history.messages.map((m: { body: string }) => m.body)).toEqual([
      'Oi, preciso de ajuda',
      'Olá Maria, em que posso ajudar?',
    ]);
    expect(
      (await t.request('GET', `/tickets/${ticket.id}`, admin.token)).json().unreadMessages,
    ).toBe(0);
    await eventually(async () =>
      expect(messageEvents).toContainEqual({
        action: 'update',
        message: expect.objectContaining({ id: replyId, ack: 3 }),
      }),
    );

    const resolved = await t.request('PUT', `/tickets/${ticket.id}`, admin.token, {
      status: 'closed',
    });
    expect(resolved.json()).toMatchObject({ status: 'closed' });
    expect(
      (await t.request('GET', '/tickets?status=closed', admin.token)).json().tickets[0].id,
    ).toBe(ticket.id);

    // the customer writes again: a closed ticket leads to a new one
    await customerSays('5511987654321', 'Mais uma dúvida');
    const next = (await t.request('GET', '/tickets?status=pending', admin.token)).json().tickets;
    expect(next).toHaveLength(1);
    expect(next[0].id).not.toBe(ticket.id);
  });

  it('stores one message and one ticket when the same event arrives 50 times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => customerSays('5521999990000', 'Duplicada?', 'EXT-SAME-1')),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const tickets = (
      await t.request('GET', '/tickets?status=pending&searchParam=5521999990000', admin.token)
    ).json().tickets;
    expect(tickets).toHaveLength(1);
    const page = (await t.request('GET', `/messages/${tickets[0].id}`, admin.token)).json();
    expect(page.messages).toHaveLength(1);
  });

  it('creates one contact and one ticket when a new number sends 10 messages at once', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => customerSays('5531988887777', `mensagem ${i}`)),
    );
    const contacts = (
      await t.request('GET', '/contacts?searchParam=5531988887777', admin.token)
    ).json();
    expect(contacts.contacts).toHaveLength(1);
    const tickets = (
      await t.request('GET', '/tickets?searchParam=5531988887777', admin.token)
    ).json().tickets;
    expect(tickets).toHaveLength(1);
    expect(tickets[0].unreadMessages).toBe(10);
    const page = (await t.request('GET', `/messages/${tickets[0].id}`, admin.token)).json();
    expect(page.messages).toHaveLength(10);
  });

  it('keeps locations and contact cards as their spec media types', async () => {
    const send = (body: string, mediaType: string) =>
      t.request('POST', `/sandbox/${connectionId}/messages`, admin.token, {
        number: '5541977776666',
        body,
        mediaType,
      });
    expect(
      (await send('https://maps/img.png|https://maps/p|Praça Central', 'locationMessage'))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('BEGIN:VCARD\nFN:Ana\nTEL:5511999990000\nEND:VCARD', 'vcard')).statusCode,
    ).toBe(200);
    expect((await send('oi', 'sticker')).statusCode).toBe(400);
    const ticket = (
      await t.request('GET', '/tickets?searchParam=5541977776666', admin.token)
    ).json().tickets[0];
    const page = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
    expect(page.messages.map((m: { mediaType: string }) => m.mediaType)).toEqual([
      'locationMessage',
      'vcard',
    ]);
    expect(page.messages[0].body.split('|')).toHaveLength(3);
  });
});
