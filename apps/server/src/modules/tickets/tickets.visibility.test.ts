import { companyChannel } from '@atende/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDemoDesk,
  eventually,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

type Payload = {
  action: string;
  ticket?: { id: number };
  ticketId?: number;
  message?: { ticketId: number };
};

/** The ticket ids a socket heard about on the ticket and appMessage channels. */
const ticketIdsOf = (events: unknown[]) =>
  (events as Payload[]).map((e) => e.ticket?.id ?? e.ticketId ?? e.message?.ticketId);

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

describe('who sees which tickets (spec 1 §6)', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let atendimento: number;
  let financeiro: number;

  let customerSays: Desk['customerSays'];

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    ({ admin, agent, atendimento, financeiro, customerSays } = await openDemoDesk(t, {
      bot: false,
    }));
  }, 120_000);
  afterAll(() => t.close());

  async function inbound(number: string, body = 'Olá', name?: string) {
    expect((await customerSays(number, body, { name })).statusCode).toBe(200);
    const list = (
      await t.request('GET', `/tickets?searchParam=${number}&status=pending`, admin.token)
    ).json();
    expect(list.tickets).toHaveLength(1);
    return list.tickets[0] as { id: number; uuid: string };
  }
  const setQueue = async (id: number, queueId: number) => {
    const res = await t.request('PUT', `/tickets/${id}`, admin.token, { queueId });
    expect(res.statusCode, res.body).toBe(200);
  };

  const listen = async (session: Session) => {
    const socket: Socket = await t.connectSocket(session.token);
    const ticket = record(socket, companyChannel(session.user.companyId, 'ticket'));
    const message = record(socket, companyChannel(session.user.companyId, 'appMessage'));
    return { socket, ticket, message };
  };

  it('lists: pending, closed and search hold only what the agent may open', async () => {
    const a = await inbound('5511910000001', 'na fila atendimento');
    const f = await inbound('5511910000002', 'na fila financeiro');
    const n = await inbound('5511910000003', 'sem fila');
    await setQueue(a.id, atendimento);
    await setQueue(f.id, financeiro);

    const pending = (await t.request('GET', '/tickets?status=pending', agent.token)).json();
    const ids = pending.tickets.map((r: { id: number }) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(f.id);
    expect(ids).not.toContain(n.id);
    // even when asking for the other queue explicitly
    const asked = (
      await t.request(
        'GET',
        `/tickets?status=pending&queueIds=${encodeURIComponent(JSON.stringify([financeiro]))}`,
        agent.token,
      )
    ).json();
    expect(asked.tickets.map((r: { id: number }) => r.id)).not.toContain(f.id);
    // showAll is an admin switch
    const showAll = (
      await t.request('GET', '/tickets?status=pending&showAll=true', agent.token)
    ).json();
    expect(showAll.tickets.map((r: { id: number }) => r.id)).not.toContain(f.id);

    const denied = await t.request('GET', `/tickets/${f.id}`, agent.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Acesso não permitido');
    expect((await t.request('GET', `/tickets/u/${f.uuid}`, agent.token)).statusCode).toBe(403);
    expect((await t.request('GET', `/messages/${f.id}`, agent.token)).statusCode).toBe(403);
    expect((await t.request('GET', `/tickets/${n.id}`, agent.token)).statusCode).toBe(403);
    expect((await t.request('GET', `/tickets/${a.id}`, agent.token)).statusCode).toBe(200);

    // search and the closed tab never offer what opening refuses (decision 0007)
    const idsOf = async (query: string, session = agent) =>
      (
        (await t.request('GET', `/tickets?${query}`, session.token)).json().tickets as {
          id: number;
        }[]
      ).map((r) => r.id);
    expect(await idsOf('searchParam=5511910000002')).toEqual([]);
    expect(await idsOf('searchParam=5511910000002', admin)).toEqual([f.id]);
    // message text: the agent finds the Atendimento ticket only
    expect(await idsOf('searchParam=na%20fila')).toEqual([a.id]);
    expect(await idsOf('searchParam=sem%20fila')).toEqual([]);
    expect((await idsOf('searchParam=na%20fila', admin)).sort()).toEqual([a.id, f.id].sort());
    for (const id of [a.id, f.id]) {
      await t.request('PUT', `/tickets/${id}`, admin.token, { status: 'open' });
      await t.request('PUT', `/tickets/${id}`, admin.token, { status: 'closed' });
    }
    const closed = await idsOf('status=closed');
    expect(closed).toContain(a.id);
    expect(closed).not.toContain(f.id);
    expect(await idsOf('status=closed&searchParam=5511910000002')).toEqual([]);
    expect(await idsOf('status=closed', admin)).toEqual(expect.arrayContaining([a.id, f.id]));
    // every ticket any list shows the agent opens
    for (const id of [...closed, ...(await idsOf('searchParam=55119'))]) {
      expect((await t.request('GET', `/tickets/${id}`, agent.token)).statusCode).toBe(200);
    }
  });

  it('sockets: the agent hears only Atendimento tickets, the admin hears everything', async () => {
    const agentSock = await listen(agent);
    const adminSock = await listen(admin);

    const a = await inbound('5511910000011', 'primeira');
    const f = await inbound('5511910000012', 'primeira');
    const n = await inbound('5511910000013', 'primeira');
    await setQueue(a.id, atendimento);
    await setQueue(f.id, financeiro);
    await customerSays('5511910000011', 'segunda atendimento');
    await customerSays('5511910000012', 'segunda financeiro');
    await customerSays('5511910000013', 'segunda sem fila');

    await eventually(async () => {
      // a message's event carries its ticket; queue changes are ticket events
      for (const id of [a.id, f.id, n.id]) expect(ticketIdsOf(adminSock.message)).toContain(id);
      for (const id of [a.id, f.id]) expect(ticketIdsOf(adminSock.ticket)).toContain(id);
      expect(ticketIdsOf(agentSock.ticket)).toContain(a.id);
      expect(
        (agentSock.message as Payload[]).filter(
          (e) => e.action === 'create' && e.message?.ticketId === a.id,
        ),
      ).toHaveLength(1);
    });
    await sleep(300);
    // one frame per message: its ticket comes in the message's event, not in a ticket event
    expect(ticketIdsOf(adminSock.ticket)).not.toContain(n.id);
    expect(
      (adminSock.message as (Payload & { ticket?: { unreadMessages: number } })[])
        .filter((e) => e.message?.ticketId === n.id)
        .map((e) => e.ticket?.unreadMessages),
    ).toEqual([1, 2]);
    expect(ticketIdsOf(agentSock.ticket)).not.toContain(f.id);
    expect(ticketIdsOf(agentSock.ticket)).not.toContain(n.id);
    expect(ticketIdsOf(agentSock.message)).not.toContain(f.id);
    expect(ticketIdsOf(agentSock.message)).not.toContain(n.id);

    // a queue-less ticket was never heard, not even its first message
    expect(ticketIdsOf(agentSock.message).every((id) => id === a.id)).toBe(true);
    expect(ticketIdsOf(agentSock.ticket).every((id) => id === a.id)).toBe(true);

    // joinChatBox on a ticket the agent may not see grants nothing
    agentSock.socket.emit('joinChatBox', f.id);
    await sleep(200);
    await customerSays('5511910000012', 'terceira financeiro');
    await eventually(async () =>
      expect(
        (adminSock.message as Payload[]).filter((e) => e.message?.ticketId === f.id).length,
      ).toBeGreaterThanOrEqual(3),
    );
    await sleep(300);
    expect(ticketIdsOf(agentSock.message)).not.toContain(f.id);
  });

  it('a transfer out of the agent’s queue sends one last update, then nothing', async () => {
    const agentSock = await listen(agent);
    const adminSock = await listen(admin);
    const ticket = await inbound('5511910000021', 'antes da transferência');
    await setQueue(ticket.id, atendimento);
    // the agent works on it with the chat open
    const accepted = await t.request('PUT', `/tickets/${ticket.id}`, agent.token, {
      status: 'open',
    });
    expect(accepted.json()).toMatchObject({ userId: agent.user.id });
    agentSock.socket.emit('joinChatBox', ticket.id);
    await sleep(200);
    await eventually(async () => expect(ticketIdsOf(agentSock.ticket)).toContain(ticket.id));

    const before = agentSock.ticket.length;
    const beforeMessages = agentSock.message.length;
    const moved = await t.request('PUT', `/tickets/${ticket.id}`, admin.token, {
      queueId: financeiro,
    });
    expect(moved.json()).toMatchObject({ queueId: financeiro, status: 'pending', userId: null });
    await eventually(async () => expect(agentSock.ticket.length).toBe(before + 1));
    expect(agentSock.ticket.at(-1)).toMatchObject({
      action: 'update',
      ticket: { id: ticket.id, queueId: financeiro },
    });

    await customerSays('5511910000021', 'depois da transferência');
    await t.request('PUT', `/tickets/${ticket.id}`, admin.token, { status: 'open' });
    const sent = await t.request('POST', `/messages/${ticket.id}`, admin.token, { body: 'oi' });
    expect(sent.statusCode).toBe(200);
    // the admin hears the message, the send and its acks
    await eventually(async () =>
      expect(adminSock.message).toContainEqual({
        action: 'update',
        message: expect.objectContaining({ id: sent.json().messages[0].id, ack: 3 }),
      }),
    );
    await sleep(300);
    expect(agentSock.ticket.length).toBe(before + 1);
    expect(agentSock.message.length).toBe(beforeMessages);
  });
});
