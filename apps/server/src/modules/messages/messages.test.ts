import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  DEMO_LOGINS,
  record,
  sleep,
  quietDemoBot,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { multipart, PNG } from '../../../test/multipart';
import * as repo from './messages.repo';

interface Msg {
  id: number;
  body: string;
  fromMe: boolean;
  ack: number;
  sendStatus: string;
  sendError: string | null;
  [k: string]: unknown;
}

describe('messages of a ticket', () => {
  let t: TestApp;
  let admin: Session;
  let connectionId: number;

  beforeAll(async () => {
    // a failing send retries every second instead of after the production backoff
    t = await startTestApp({ jobs: true, retryDelaySeconds: 1 });
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const connections = (await t.request('GET', '/whatsapp', admin.token)).json();
    connectionId = connections.find((c: { provider: string }) => c.provider === 'sandbox').id;
    await quietDemoBot(t, admin.token, connectionId);
  }, 120_000);
  afterAll(() => t.close());

  const customerSays = (number: string, body: string) =>
    t.request('POST', `/sandbox/${connectionId}/messages`, admin.token, {
      number,
      name: 'Cliente Mensagens',
      body,
    });

  async function inbound(number: string, body = 'Olá') {
    expect((await customerSays(number, body)).statusCode).toBe(200);
    const list = (await t.request('GET', `/tickets?searchParam=${number}`, admin.token)).json();
    expect(list.tickets).toHaveLength(1);
    return list.tickets[0] as { id: number; status: string; unreadMessages: number };
  }
  async function openTicket(number: string) {
    const ticket = await inbound(number);
    const res = await t.request('PUT', `/tickets/${ticket.id}`, admin.token, { status: 'open' });
    expect(res.statusCode).toBe(200);
    return ticket;
  }
  const send = (ticketId: number, body: object) =>
    t.request('POST', `/messages/${ticketId}`, admin.token, body);
  const phoneOf = async (number: string) =>
    (
      await t.request('GET', `/sandbox/${connectionId}/messages?number=${number}`, admin.token)
    ).json().messages as { direction: string; body: string; ack: number; deleted: boolean }[];

  it('pages: newest 20 in time order with hasMore, then the oldest 5; opening reads the chat', async () => {
    const number = '5511920000001';
    for (let i = 1; i <= 25; i++) {
      expect((await customerSays(number, `msg ${String(i).padStart(2, '0')}`)).statusCode).toBe(
        200,
      );
    }
    const ticket = (await t.request('GET', `/tickets?searchParam=${number}`, admin.token)).json()
      .tickets[0];
    expect(ticket.unreadMessages).toBe(25);

    const socket = await t.connectSocket(admin.token);
    const ticketEvents = record(socket, companyChannel(admin.user.companyId, 'ticket'));

    const page1 = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
    expect(page1.hasMore).toBe(true);
    expect(page1.messages.map((m: Msg) => m.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `msg ${String(i + 6).padStart(2, '0')}`),
    );
    const page2 = (
      await t.request('GET', `/messages/${ticket.id}?pageNumber=2`, admin.token)
    ).json();
    expect(page2.hasMore).toBe(false);
    expect(page2.messages.map((m: Msg) => m.body)).toEqual([
      'msg 01',
      'msg 02',
      'msg 03',
      'msg 04',
      'msg 05',
    ]);

    const after = (await t.request('GET', `/tickets/${ticket.id}`, admin.token)).json();
    expect(after.unreadMessages).toBe(0);
    await eventually(async () =>
      expect(ticketEvents).toContainEqual({
        action: 'update',
        ticket: expect.objectContaining({ id: ticket.id, unreadMessages: 0 }),
      }),
    );
    const bad = await t.request('GET', `/messages/${ticket.id}?pageNumber=0`, admin.token);
    expect(bad.statusCode).toBe(400);
  });

  it('sending needs an open ticket and a body; quoted replies carry quotedMsg', async () => {
    const ticket = await inbound('5511920000002', 'pergunta original');
    const whilePending = await send(ticket.id, { body: 'cedo demais' });
    expect(whilePending.statusCode).toBe(400);

    await t.request('PUT', `/tickets/${ticket.id}`, admin.token, { status: 'open' });
    expect((await send(ticket.id, { body: '' })).statusCode).toBe(400);
    expect((await send(ticket.id, { body: '   \n ' })).statusCode).toBe(400);
    expect((await send(ticket.id, {})).statusCode).toBe(400);

    const history = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
    const original = history.messages[0];
    const reply = await send(ticket.id, { body: 'resposta', quotedMsg: { id: original.id } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().messages[0].quotedMsg).toMatchObject({
      id: original.id,
      body: 'pergunta original',
      fromMe: false,
    });
    const listed = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
    expect(listed.messages.at(-1).quotedMsg).toMatchObject({ id: original.id });

    // a quote from another ticket is refused
    const other = await inbound('5511920000003', 'outro ticket');
    const otherMsg = (await t.request('GET', `/messages/${other.id}`, admin.token)).json()
      .messages[0];
    const foreign = await send(ticket.id, { body: 'x', quotedMsg: { id: otherMsg.id } });
    expect(foreign.statusCode).toBe(400);
  });

  it('multipart send with a PNG → image served to the company only; disallowed types refused', async () => {
    const ticket = await openTicket('5511920000004');
    const form = multipart(
      // a browser's form breaks lines with CRLF
      { body: 'segue a imagem\r\ndo açaí' },
      { field: 'medias', name: 'foto do açaí.png', type: 'image/png', data: PNG },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${ticket.id}`,
      headers: { authorization: `Bearer ${admin.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json().messages[0];
    expect(message).toMatchObject({ mediaType: 'image', body: 'segue a imagem\ndo açaí' });
    expect(message.mediaUrl).toMatch(/^\/api\//);

    const file = await t.app.inject({
      method: 'GET',
      url: message.mediaUrl,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // saved under its own name, accents and all (RFC 6266)
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="foto do acai.png"; filename*=UTF-8''foto%20do%20a%C3%A7a%C3%AD.png`,
    );

    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const { admin: stranger } = await t.signupCompany('Outra Empresa Midia');
    const foreign = await t.app.inject({
      method: 'GET',
      url: message.mediaUrl,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: message.mediaUrl });
    expect(anonymous.statusCode).toBe(401);
    // the ticket has no queue: an agent without allTicket may not fetch it either
    const byAgent = await t.app.inject({
      method: 'GET',
      url: message.mediaUrl,
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().error).toBe('ERR_NO_PERMISSION');

    const exe = multipart(
      {},
      {
        field: 'medias',
        name: 'virus.exe',
        type: 'application/x-msdownload',
        data: Buffer.from('MZ'),
      },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${ticket.id}`,
      headers: { authorization: `Bearer ${admin.token}`, ...exe.headers },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(400);
    // the refusal names the file, as a person may have picked several (decision 0152)
    expect(refused.json().message).toContain('virus.exe');

    await eventually(async () =>
      expect((await phoneOf('5511920000004')).filter((m) => m.direction === 'out')).toHaveLength(1),
    );
  });

  it('deletes one’s own sent message for everyone; a customer’s message cannot be deleted', async () => {
    const number = '5511920000005';
    const ticket = await openTicket(number);
    const sent = (await send(ticket.id, { body: 'mensagem errada' })).json().messages[0];
    await eventually(async () => {
      const page = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
      expect(page.messages.at(-1)).toMatchObject({ id: sent.id, sendStatus: 'sent' });
    });

    const deleted = await t.request('DELETE', `/messages/${sent.id}`, admin.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ id: sent.id, isDeleted: true, body: '' });
    const page = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
    expect(page.messages.find((m: Msg) => m.id === sent.id)).toMatchObject({
      isDeleted: true,
      body: '',
    });
    await eventually(async () => {
      const out = (await phoneOf(number)).filter((m) => m.direction === 'out');
      expect(out).toHaveLength(1);
      expect(out[0]).toMatchObject({ deleted: true, body: '' });
    });
    const again = await t.request('DELETE', `/messages/${sent.id}`, admin.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'ERR_DELETE_WAPP_MSG',
      message: 'Esta mensagem já foi apagada',
    });

    const customers = page.messages.find((m: Msg) => !m.fromMe);
    const refused = await t.request('DELETE', `/messages/${customers.id}`, admin.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('ERR_DELETE_WAPP_MSG');
    expect((await t.request('DELETE', '/messages/99999999', admin.token)).statusCode).toBe(404);
  });

  it('acks never go backwards', async () => {
    const number = '5511920000006';
    const ticket = await openTicket(number);
    const socket = await t.connectSocket(admin.token);
    const events = record(socket, companyChannel(admin.user.companyId, 'appMessage'));
    const sent = (await send(ticket.id, { body: 'ack?' })).json().messages[0];
    await eventually(async () => {
      const page = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
      expect(page.messages.at(-1)).toMatchObject({ id: sent.id, ack: 3 });
    });
    await sleep(500);
    const acks = (events as { action: string; message: Msg }[])
      .filter((e) => e.message.id === sent.id)
      .map((e) => e.message.ack);
    expect(acks.length).toBeGreaterThan(1);
    expect([...acks].sort((a, b) => a - b)).toEqual(acks);
    // a late 'delivered' arriving after 'read' changes nothing
    const onPhone = (
      await t.request('GET', `/sandbox/${connectionId}/messages?number=${number}`, admin.token)
    ).json().messages;
    const externalId = onPhone.find((m: { direction: string }) => m.direction === 'out').externalId;
    const late = await repo.raiseAck(t.deps.db, admin.user.companyId, connectionId, externalId, 2);
    expect(late).toBeUndefined();
    const again = await repo.raiseAck(t.deps.db, admin.user.companyId, connectionId, externalId, 4);
    // who hears of it comes with it: the ticket's queue and user (the admin opened it)
    const opened = (await t.request('GET', `/tickets/${ticket.id}`, admin.token)).json();
    expect(again?.ticket).toEqual({
      id: ticket.id,
      queueId: opened.queueId,
      userId: admin.user.id,
    });
    expect(again?.message.ack).toBe(4);
    const final = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
    expect(final.messages.at(-1).ack).toBe(4);
  });

  it('update events of a quoted reply (acks) still carry the quote', async () => {
    const number = '5511920000016';
    const ticket = await openTicket(number);
    const original = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json()
      .messages[0];
    const socket = await t.connectSocket(admin.token);
    const events = record(socket, companyChannel(admin.user.companyId, 'appMessage'));
    const reply = (
      await send(ticket.id, { body: 'citando', quotedMsg: { id: original.id } })
    ).json().messages[0];
    await eventually(async () => {
      const updates = (events as { action: string; message: Msg }[]).filter(
        (e) => e.action === 'update' && e.message.id === reply.id,
      );
      expect(updates.map((e) => e.message.ack)).toContain(3);
      for (const e of updates) expect(e.message.quotedMsg).toMatchObject({ id: original.id });
    });
  });

  it('a send through a disconnected connection ends failed with a reason', async () => {
    const number = '5511920000007';
    const ticket = await openTicket(number);
    const off = await t.request('DELETE', `/whatsappsession/${connectionId}`, admin.token);
    expect(off.statusCode, off.body).toBeLessThan(300);
    const sent = await send(ticket.id, { body: 'ninguém vai receber' });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().messages[0].id;
    expect(sent.json().messages[0].sendStatus).toBe('queued');

    const find = async () =>
      (
        (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json().messages as Msg[]
      ).find((m) => m.id === id)!;
    // while retrying the reason already shows on the queued message
    const retrying = await eventually(async () => {
      const m = await find();
      expect(typeof m.sendError).toBe('string');
      return m;
    });
    // retries are a second apart: the first sight of the reason is while it is still queued
    expect(retrying.sendStatus).toBe('queued');
    expect(retrying.sendError).not.toBe('');
    const failed = await eventually(async () => {
      const m = await find();
      expect(m.sendStatus).toBe('failed');
      return m;
    }, 30_000);
    expect(failed.sendError).toMatch(/conectado/);
    expect((await phoneOf(number)).filter((m) => m.direction === 'out')).toHaveLength(0);
  }, 45_000);
});
