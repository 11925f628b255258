import { companyChannel } from '@atende/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  openDemoDesk,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../test/harness';

type Heard = { ticket?: { id: number }; message?: { ticketId: number; body: string } };
type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

describe('realtime after losing access, and handlers that fail', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let desk: Desk;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t, { bot: false });
    ({ admin, agent } = desk);
  }, 120_000);
  afterAll(() => t.close());

  const listen = async (session: Session) => {
    const socket: Socket = await t.connectSocket(session.token);
    const message = record(socket, companyChannel(session.user.companyId, 'appMessage'));
    const ticket = record(socket, companyChannel(session.user.companyId, 'ticket'));
    return { socket, message: message as Heard[], ticket: ticket as Heard[] };
  };
  /** A new pending ticket of the Atendimento queue. */
  const atendimentoTicket = async (number: string) => {
    expect((await desk.customerSays(number, 'primeira')).statusCode).toBe(200);
    const id: number = (
      await t.request('GET', `/tickets?searchParam=${number}`, admin.token)
    ).json().tickets[0].id;
    const placed = await t.request('PUT', `/tickets/${id}`, admin.token, {
      queueId: desk.atendimento,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return id;
  };
  const bodiesFor = (heard: Heard[], ticketId: number) =>
    heard.filter((e) => e.message?.ticketId === ticketId).map((e) => e.message!.body);

  it('an agent taken off the queue leaves the open chat: the next message does not reach them', async () => {
    const ticketId = await atendimentoTicket('5511940000001');
    const agentSock = await listen(agent);
    const adminSock = await listen(admin);
    agentSock.socket.emit('joinChatBox', ticketId);
    await desk.customerSays('5511940000001', 'ainda na fila');
    await eventually(() =>
      expect(bodiesFor(agentSock.message, ticketId)).toEqual(['ainda na fila']),
    );

    const moved = await t.request('PUT', `/users/${agent.user.id}`, admin.token, {
      queueIds: [desk.financeiro],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await desk.customerSays('5511940000001', 'depois da mudança');
    await eventually(() =>
      expect(bodiesFor(adminSock.message, ticketId)).toEqual([
        'ainda na fila',
        'depois da mudança',
      ]),
    );
    await sleep(300);
    expect(bodiesFor(agentSock.message, ticketId)).toEqual(['ainda na fila']);
    expect((await t.request('GET', `/tickets/${ticketId}`, agent.token)).statusCode).toBe(403);

    // back in the queue, the chat can be opened again
    await t.request('PUT', `/users/${agent.user.id}`, admin.token, {
      queueIds: [desk.atendimento],
    });
    agentSock.socket.emit('joinChatBox', ticketId);
    await desk.customerSays('5511940000001', 'de volta');
    await eventually(() =>
      expect(bodiesFor(agentSock.message, ticketId)).toEqual(['ainda na fila', 'de volta']),
    );
  });

  it('an agent demoted from admin leaves the chat of another queue they had open', async () => {
    expect((await desk.customerSays('5511940000003', 'primeira')).statusCode).toBe(200);
    const ticketId: number = (
      await t.request('GET', '/tickets?searchParam=5511940000003', admin.token)
    ).json().tickets[0].id;
    await t.request('PUT', `/tickets/${ticketId}`, admin.token, { queueId: desk.financeiro });
    const promote = (profile: string) =>
      t.request('PUT', `/users/${agent.user.id}`, admin.token, { profile });
    expect((await promote('admin')).statusCode).toBe(200);
    const agentSock = await listen(agent);
    const adminSock = await listen(admin);
    agentSock.socket.emit('joinChatBox', ticketId);
    await desk.customerSays('5511940000003', 'como admin');
    await eventually(() => expect(bodiesFor(agentSock.message, ticketId)).toEqual(['como admin']));

    expect((await promote('user')).statusCode).toBe(200);
    await desk.customerSays('5511940000003', 'como agente');
    await eventually(() =>
      expect(bodiesFor(adminSock.message, ticketId)).toEqual(['como admin', 'como agente']),
    );
    await sleep(300);
    expect(bodiesFor(agentSock.message, ticketId)).toEqual(['como admin']);
  });

  it('a joinChatBox the database refuses is logged; the server and the socket go on', async () => {
    const ticketId = await atendimentoTicket('5511940000002');
    const agentSock = await listen(agent);
    // an id beyond PostgreSQL's integer range, then a real one on the same socket
    agentSock.socket.emit('joinChatBox', '99999999999');
    agentSock.socket.emit('joinChatBox', ticketId);
    await sleep(200);
    await desk.customerSays('5511940000002', 'segue funcionando');
    await eventually(() =>
      expect(bodiesFor(agentSock.message, ticketId)).toEqual(['segue funcionando']),
    );
    expect(agentSock.socket.connected).toBe(true);
  });
});
