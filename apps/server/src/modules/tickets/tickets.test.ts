import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDemoDesk,
  eventually,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

interface TicketRow {
  id: number;
  uuid: string;
  status: string;
  userId: number | null;
  queueId: number | null;
  [k: string]: unknown;
}

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

describe('ticket transitions, creation and lists', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let connectionId: number;
  let atendimento: number;
  let financeiro: number;

  let customerSays: Desk['customerSays'];

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    ({ admin, agent, connectionId, atendimento, financeiro, customerSays } = await openDemoDesk(t, {
      bot: false,
    }));
  }, 120_000);
  afterAll(() => t.close());

  /** The customer writes; returns the contact's live ticket. */
  async function inbound(number: string, body = 'Olá', name?: string): Promise<TicketRow> {
    expect((await customerSays(number, body, { name })).statusCode).toBe(200);
    const list = (
      await t.request('GET', `/tickets?searchParam=${number}&status=pending`, admin.token)
    ).json();
    expect(list.tickets).toHaveLength(1);
    return list.tickets[0];
  }

  const put = (id: number, body: object, who = admin) =>
    t.request('PUT', `/tickets/${id}`, who.token, body);

  const list = async (query: string, who = admin): Promise<TicketRow[]> => {
    const res = await t.request('GET', `/tickets?${query}`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().tickets;
  };

  it('accept sets the owner, return clears it, resolve closes, reopen assigns the current user', async () => {
    const ticket = await inbound('5511900000001');
    expect(ticket).toMatchObject({ status: 'pending', userId: null, queueId: null });
    // the chat knows from the ticket whether its channel has a service window
    expect(ticket.whatsapp).toEqual({
      id: connectionId,
      name: expect.any(String),
      status: 'CONNECTED',
      provider: 'sandbox',
    });

    const accepted = await put(ticket.id, { status: 'open' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'open',
      userId: admin.user.id,
      user: { id: admin.user.id },
    });

    const returned = (await put(ticket.id, { status: 'pending' })).json();
    expect(returned).toMatchObject({ status: 'pending', userId: null, user: null });

    await put(ticket.id, { status: 'open' });
    const resolved = (await put(ticket.id, { status: 'closed' })).json();
    expect(resolved.status).toBe('closed');

    // reopened by the agent: the agent owns it now
    await put(ticket.id, { queueId: atendimento });
    const reopened = await put(ticket.id, { status: 'open' }, agent);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', userId: agent.user.id });
  });

  it('transfer to a queue without a user → pending and unassigned; with a user → status kept', async () => {
    const ticket = await inbound('5511900000002');
    await put(ticket.id, { status: 'open' });

    const toQueue = (await put(ticket.id, { queueId: financeiro })).json();
    expect(toQueue).toMatchObject({ status: 'pending', userId: null, queueId: financeiro });

    await put(ticket.id, { status: 'open' });
    const toUser = (await put(ticket.id, { queueId: atendimento, userId: agent.user.id })).json();
    expect(toUser).toMatchObject({
      status: 'open',
      userId: agent.user.id,
      queueId: atendimento,
      queue: { name: 'Atendimento' },
    });
  });

  it('transfer to its own queue without a user hands it back: pending and unassigned', async () => {
    const ticket = await inbound('5511900000019');
    await put(ticket.id, { status: 'open' });
    await put(ticket.id, { queueId: atendimento, userId: admin.user.id });

    const handedBack = await put(ticket.id, { queueId: atendimento, userId: null });
    expect(handedBack.statusCode, handedBack.body).toBe(200);
    expect(handedBack.json()).toMatchObject({
      status: 'pending',
      userId: null,
      queueId: atendimento,
    });
    // resolving names the queue with a user: the ticket stays with that user
    await put(ticket.id, { status: 'open' });
    const closed = (
      await put(ticket.id, { status: 'closed', userId: admin.user.id, queueId: atendimento })
    ).json();
    expect(closed).toMatchObject({ status: 'closed', userId: admin.user.id });
  });

  it('leaving open clears useIntegration, promptId and integrationId', async () => {
    const ticket = await inbound('5511900000003');
    await put(ticket.id, { status: 'open' });
    const withIntegration = (await put(ticket.id, { useIntegration: true })).json();
    expect(withIntegration.useIntegration).toBe(true);

    const returned = (await put(ticket.id, { status: 'pending' })).json();
    expect(returned).toMatchObject({ useIntegration: false, promptId: null, integrationId: null });

    await put(ticket.id, { status: 'open' });
    await put(ticket.id, { useIntegration: true });
    const closed = (await put(ticket.id, { status: 'closed' })).json();
    expect(closed).toMatchObject({ useIntegration: false, promptId: null, integrationId: null });
  });

  it('sendGreetingAccepted enabled: accepting posts a greeting that reaches the phone', async () => {
    const setting = await t.request('PUT', '/settings/sendGreetingAccepted', admin.token, {
      value: 'enabled',
    });
    expect(setting.statusCode, setting.body).toBe(200);
    try {
      const ticket = await inbound('5511900000004', 'Bom dia', 'Joana Prado');
      await put(ticket.id, { status: 'open' });
      const phone = await eventually(async () => {
        const convo = (
          await t.request(
            'GET',
            `/sandbox/${connectionId}/messages?number=5511900000004`,
            admin.token,
          )
        ).json();
        const out = convo.messages.filter((m: { direction: string }) => m.direction === 'out');
        expect(out).toHaveLength(1);
        return out[0];
      });
      expect(phone.body).toMatch(/^Olá Joana, meu nome é .+ e agora vou prosseguir/);
      const history = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
      expect(history.messages.at(-1)).toMatchObject({ fromMe: true, body: phone.body });
    } finally {
      await t.request('PUT', '/settings/sendGreetingAccepted', admin.token, { value: 'disabled' });
    }
  });

  it('POST /tickets opens a ticket owned by the caller; agents need a queue; a second → 409', async () => {
    const contact = await t.request('POST', '/contacts', admin.token, {
      name: 'Contato Novo',
      number: '5511900000005',
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    const contactId = contact.json().id;

    const noQueue = await t.request('POST', '/tickets', agent.token, { contactId, status: 'open' });
    expect(noQueue.statusCode).toBe(400);
    expect(noQueue.json().fields).toMatchObject({ queueId: 'Selecione uma fila' });

    const created = await t.request('POST', '/tickets', agent.token, {
      contactId,
      queueId: atendimento,
      status: 'open',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      status: 'open',
      userId: agent.user.id,
      queueId: atendimento,
      contactId,
    });

    const second = await t.request('POST', '/tickets', admin.token, { contactId, status: 'open' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('ERR_OTHER_OPEN_TICKET');
    const holder = JSON.parse(second.json().message);
    expect(holder).toMatchObject({
      userId: agent.user.id,
      user: { name: expect.any(String) },
      queue: { name: 'Atendimento' },
    });

    const byUuid = await t.request('GET', `/tickets/u/${created.json().uuid}`, admin.token);
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.json().id).toBe(created.json().id);
    const unknown = await t.request(
      'GET',
      '/tickets/u/00000000-0000-4000-8000-000000000000',
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('only admins delete tickets', async () => {
    const ticket = await inbound('5511900000006');
    await put(ticket.id, { queueId: atendimento });
    const byAgent = await t.request('DELETE', `/tickets/${ticket.id}`, agent.token);
    expect(byAgent.statusCode).toBe(403);
    const byAdmin = await t.request('DELETE', `/tickets/${ticket.id}`, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect((await t.request('GET', `/tickets/${ticket.id}`, admin.token)).statusCode).toBe(404);
  });

  it('filters by status, queueIds, users, tags and unread messages', async () => {
    const a = await inbound('5511900000010', 'fila atendimento');
    const f = await inbound('5511900000011', 'fila financeiro');
    const o = await inbound('5511900000012', 'aberto');
    await put(a.id, { queueId: atendimento });
    await put(f.id, { queueId: financeiro });
    await put(o.id, { status: 'open' });

    const ids = (rows: TicketRow[]) => rows.map((r) => r.id);
    const pending = await list('status=pending');
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    expect(ids(pending)).toEqual(expect.arrayContaining([a.id, f.id]));
    expect(ids(pending)).not.toContain(o.id);
    const open = await list('status=open');
    expect(open.every((r) => r.status === 'open')).toBe(true);
    expect(ids(open)).toContain(o.id);

    const inAtendimento = await list(
      `queueIds=${encodeURIComponent(JSON.stringify([atendimento]))}`,
    );
    expect(ids(inAtendimento)).toContain(a.id);
    expect(ids(inAtendimento)).not.toContain(f.id);
    const inBoth = await list(
      `queueIds=${encodeURIComponent(JSON.stringify([atendimento, financeiro]))}`,
    );
    expect(ids(inBoth)).toEqual(expect.arrayContaining([a.id, f.id]));

    const byUser = await list(`users=${encodeURIComponent(JSON.stringify([admin.user.id]))}`);
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((r) => r.userId === admin.user.id)).toBe(true);
    expect(ids(byUser)).toContain(o.id);

    const tag = await t.request('POST', '/tags', admin.token, { name: 'VIP', color: '#ff0000' });
    expect(tag.statusCode, tag.body).toBeLessThan(300);
    const tagId = tag.json().id;
    const sync = await t.request('POST', '/tags/sync', admin.token, {
      ticketId: f.id,
      tags: [{ id: tagId }],
    });
    expect(sync.statusCode, sync.body).toBeLessThan(300);
    const tagged = await list(`tags=${encodeURIComponent(JSON.stringify([tagId]))}`);
    expect(ids(tagged)).toEqual([f.id]);
    expect(tagged[0].tags).toEqual([expect.objectContaining({ id: tagId, name: 'VIP' })]);

    // opening the chat reads it: no longer unread
    await t.request('GET', `/messages/${a.id}`, admin.token);
    const unread = await list('withUnreadMessages=true');
    expect(unread.every((r) => (r.unreadMessages as number) > 0)).toBe(true);
    expect(ids(unread)).toContain(f.id);
    expect(ids(unread)).not.toContain(a.id);
  });

  it('filters by the day it was created or changed, on the company’s clock', async () => {
    const row = await inbound('5511900000090', 'dia');
    // 02:00 UTC on the 12th: the 11th in São Paulo (UTC-3), the 12th in Lisbon (UTC+0)
    await t.deps.db.execute(
      sql`update tickets set created_at = '2024-03-12T02:00:00Z', updated_at = '2024-03-12T02:00:00Z'
        where id = ${row.id}`,
    );
    const ids = async (query: string) => (await list(`${query}&showAll=true`)).map((r) => r.id);
    expect(await ids('date=2024-03-11')).toEqual([row.id]);
    expect(await ids('updatedAt=2024-03-11')).toEqual([row.id]);
    const zone = (value: string) => t.request('PUT', '/settings/timezone', admin.token, { value });
    expect((await zone('Europe/Lisbon')).statusCode).toBe(200);
    try {
      expect(await ids('date=2024-03-11')).toEqual([]);
      expect(await ids('date=2024-03-12')).toEqual([row.id]);
      expect(await ids('updatedAt=2024-03-12')).toEqual([row.id]);
    } finally {
      await zone('America/Sao_Paulo');
    }
  });

  it('searches by contact name without accents, by number fragment and by message text', async () => {
    const joao = await inbound('5511900000020', 'preciso da segunda via do boleto', 'João Ávila');
    const other = await inbound('5511900000021', 'outra coisa', 'Pedro Lima');

    const byName = await list('searchParam=joao');
    expect(byName.map((r) => r.id)).toEqual([joao.id]);
    const byAccentlessSurname = await list('searchParam=avila');
    expect(byAccentlessSurname.map((r) => r.id)).toEqual([joao.id]);
    const byFragment = await list('searchParam=900000021');
    expect(byFragment.map((r) => r.id)).toEqual([other.id]);
    const byText = await list(`searchParam=${encodeURIComponent('segunda via')}`);
    expect(byText.map((r) => r.id)).toEqual([joao.id]);
    expect(await list('searchParam=nadaparecidocomisso')).toEqual([]);
  });

  it('refuses malformed list queries naming the field', async () => {
    const badQueues = await t.request('GET', '/tickets?queueIds=notjson', admin.token);
    expect(badQueues.statusCode).toBe(400);
    expect(Object.keys(badQueues.json().fields ?? {}).join(',')).toContain('queueIds');
    const badPage = await t.request('GET', '/tickets?pageNumber=0', admin.token);
    expect(badPage.statusCode).toBe(400);
    expect(Object.keys(badPage.json().fields ?? {}).join(',')).toContain('pageNumber');
    const badStatus = await t.request('GET', '/tickets?status=whatever', admin.token);
    expect(badStatus.statusCode).toBe(400);
    expect(Object.keys(badStatus.json().fields ?? {}).join(',')).toContain('status');
    for (const field of ['date', 'updatedAt']) {
      const badDay = await t.request('GET', `/tickets?${field}=2026-13-45`, admin.token);
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json().fields).toEqual({ [field]: 'Invalid date' });
    }
    const blankDay = await t.request('GET', '/tickets?date=', admin.token);
    expect(blankDay.statusCode).toBe(200);
  });

  it('serves 40 tickets a page, newest first, with hasMore', async () => {
    for (let i = 0; i < 45; i++) {
      const res = await customerSays(`55219000${String(i).padStart(5, '0')}`, `mensagem ${i}`, {
        name: `Cliente ${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    // the numbers share a prefix no other ticket of this suite has
    const page = async (n: number) =>
      (await t.request('GET', `/tickets?searchParam=55219000&pageNumber=${n}`, admin.token)).json();
    const page1 = await page(1);
    const page2 = await page(2);
    expect(page1.tickets).toHaveLength(40);
    expect(page1.hasMore).toBe(true);
    expect(page2.tickets).toHaveLength(5);
    expect(page2.hasMore).toBe(false);
    expect(await page(3)).toEqual({ tickets: [], hasMore: false });
    const all = [...page1.tickets, ...page2.tickets].map((r: TicketRow) => r.id);
    expect(new Set(all).size).toBe(45);
    expect(page1.tickets[0].lastMessage).toBe('mensagem 44');
    expect(page2.tickets.at(-1).lastMessage).toBe('mensagem 0');

    // the default view of a whole status pages the same way (these are its newest tickets)
    const pending = async (n: number) =>
      (await t.request('GET', `/tickets?status=pending&pageNumber=${n}`, admin.token)).json();
    const [first, second] = [await pending(1), await pending(2)];
    expect(first.tickets).toHaveLength(40);
    expect(first.hasMore).toBe(true);
    expect(first.tickets.map((r: TicketRow) => r.lastMessage).slice(0, 2)).toEqual([
      'mensagem 44',
      'mensagem 43',
    ]);
    expect(first.tickets.at(-1).lastMessage).toBe('mensagem 5');
    expect(second.tickets[0].lastMessage).toBe('mensagem 4');
  }, 60_000);
});
