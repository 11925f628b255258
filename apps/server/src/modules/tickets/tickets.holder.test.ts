import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyChannel } from '@atende/shared';
import type { Socket } from 'socket.io-client';
import {
  eventually,
  openDemoDesk,
  record,
  startTestApp,
  type TestApp,
} from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

describe('a ticket being attended is its agent’s (decision 0152)', () => {
  let t: TestApp;
  let desk: Desk;
  let colleague: { token: string; id: number };

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t, { bot: false });
    const created = await t.request('POST', '/users', desk.admin.token, {
      name: 'Carla Colega',
      email: 'carla.colega@demo.test',
      password: 'Carla12345',
      profile: 'user',
      queueIds: [desk.atendimento],
    });
    expect(created.statusCode, created.body).toBe(200);
    const login = await t.login('carla.colega@demo.test', 'Carla12345');
    colleague = { token: login.token, id: created.json().id };
  }, 120_000);
  afterAll(() => t.close());

  /** A customer of the Atendimento queue, accepted by the demo agent. */
  async function agentsTicket(number: string) {
    expect((await desk.customerSays(number, 'Olá')).statusCode).toBe(200);
    const [pending] = (
      await t.request('GET', `/tickets?searchParam=${number}&status=pending`, desk.admin.token)
    ).json().tickets;
    const queued = await t.request('PUT', `/tickets/${pending.id}`, desk.admin.token, {
      queueId: desk.atendimento,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const accepted = await t.request('PUT', `/tickets/${pending.id}`, desk.agent.token, {
      status: 'open',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return pending.id as number;
  }

  const holderOf = (body: string) => JSON.parse(JSON.parse(body).message).user.name as string;

  it('after an admin gives it to a colleague, the former holder can neither send, resolve nor return it', async () => {
    const id = await agentsTicket('5511940000001');
    const moved = await t.request('PUT', `/tickets/${id}`, desk.admin.token, {
      userId: colleague.id,
      queueId: desk.atendimento,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const sent = await t.request('POST', `/messages/${id}`, desk.agent.token, { body: 'Oi' });
    expect([sent.statusCode, sent.json().error, holderOf(sent.body)]).toEqual([
      409,
      'ERR_TICKET_OF_ANOTHER_USER',
      'Carla Colega',
    ]);
    // the list's Resolver sends the row's former owner: it must not take the ticket back
    const resolved = await t.request('PUT', `/tickets/${id}`, desk.agent.token, {
      status: 'closed',
      userId: desk.agent.user.id,
    });
    expect([resolved.statusCode, resolved.json().error]).toEqual([
      409,
      'ERR_TICKET_OF_ANOTHER_USER',
    ]);
    const returned = await t.request('PUT', `/tickets/${id}`, desk.agent.token, {
      status: 'pending',
    });
    expect(returned.statusCode).toBe(409);

    const ticket = (await t.request('GET', `/tickets/${id}`, desk.admin.token)).json();
    expect([ticket.status, ticket.userId]).toEqual(['open', colleague.id]);
    const own = await t.request('POST', `/messages/${id}`, colleague.token, {
      body: 'Sou a Carla',
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('an admin may still act on it, and anyone may take it once it waits again', async () => {
    const id = await agentsTicket('5511940000002');
    const byAdmin = await t.request('POST', `/messages/${id}`, desk.admin.token, { body: 'Admin' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const back = await t.request('PUT', `/tickets/${id}`, desk.admin.token, { status: 'pending' });
    expect(back.statusCode, back.body).toBe(200);
    const taken = await t.request('PUT', `/tickets/${id}`, colleague.token, { status: 'open' });
    expect([taken.statusCode, taken.json().userId]).toEqual([200, colleague.id]);
  });

  it('a message on a ticket that is not open names what to do', async () => {
    const id = await agentsTicket('5511940000003');
    await t.request('PUT', `/tickets/${id}`, desk.agent.token, { status: 'closed' });
    const sent = await t.request('POST', `/messages/${id}`, desk.agent.token, { body: 'Oi' });
    expect([sent.statusCode, sent.json()]).toEqual([
      400,
      {
        error: 'ERR_TICKET_NOT_OPEN',
        message: 'Aceite ou reabra o ticket antes de enviar mensagens',
      },
    ]);
  });

  it('an admin opening the chat leaves its unread messages to the agent who has it', async () => {
    const id = await agentsTicket('5511940000004');
    await desk.customerSays('5511940000004', 'Ainda está aí?');
    const unread = async () =>
      (await t.request('GET', `/tickets/${id}`, desk.admin.token)).json().unreadMessages;
    // 'Olá' and 'Ainda está aí?', neither opened yet
    expect(await unread()).toBe(2);
    await t.request('GET', `/messages/${id}?markRead=true`, desk.admin.token);
    expect(await unread()).toBe(2);
    await t.request('GET', `/messages/${id}?markRead=true`, desk.agent.token);
    expect(await unread()).toBe(0);
  });

  it('the holder hears who resolved their ticket; their own resolve names nobody', async () => {
    const socket: Socket = await t.connectSocket(desk.agent.token);
    const heard = record(socket, companyChannel(desk.agent.user.companyId, 'ticket')) as {
      ticket?: { id: number; status: string };
      closedBy?: unknown;
    }[];
    const closings = (id: number) =>
      heard.filter((e) => e.ticket?.id === id && e.ticket.status === 'closed');
    try {
      const byAdmin = await agentsTicket('5511940000005');
      const closed = await t.request('PUT', `/tickets/${byAdmin}`, desk.admin.token, {
        status: 'closed',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      await eventually(() =>
        expect(closings(byAdmin).map((e) => e.closedBy)).toEqual([
          { id: desk.admin.user.id, name: desk.admin.user.name, holderId: desk.agent.user.id },
        ]),
      );
      const own = await agentsTicket('5511940000006');
      await t.request('PUT', `/tickets/${own}`, desk.agent.token, { status: 'closed' });
      await eventually(() => expect(closings(own)).toHaveLength(1));
      expect(closings(own)[0]!.closedBy).toBeUndefined();
    } finally {
      socket.disconnect();
    }
  });
});
