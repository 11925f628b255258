import { isAlertTicket, type TicketDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, tickets } from '../../db/schema';
import { openDemoDesk, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { canSeeTicket, type Viewer } from '../tickets/ticket-visibility';
import { loadViewer } from '../tickets/tickets.repo';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;
type Shape = {
  id: number;
  status: 'open' | 'pending' | 'closed';
  userId: number | null;
  queueId: number | null;
  unreadMessages: number;
  isGroup: boolean;
  contact: { isGroup: boolean };
};

describe('GET /notifications and PUT /notifications/{id}', () => {
  let t: TestApp;
  let desk: Desk;
  const matrix: Shape[] = [];

  /** Every mix of status, owner, queue and unread count, plus groups, one contact each. */
  beforeAll(async () => {
    t = await startTestApp();
    desk = await openDemoDesk(t);
    const companyId = desk.admin.user.companyId;
    const owners = [null, desk.agent.user.id, desk.admin.user.id];
    const queues = [null, desk.atendimento, desk.financeiro];
    const shapes: Omit<Shape, 'id'>[] = [];
    for (const status of ['open', 'pending', 'closed'] as const)
      for (const userId of owners)
        for (const queueId of queues)
          for (const unreadMessages of [0, 2])
            shapes.push({
              status,
              userId,
              queueId,
              unreadMessages,
              isGroup: false,
              contact: { isGroup: false },
            });
    shapes.push({
      status: 'open',
      userId: null,
      queueId: desk.atendimento,
      unreadMessages: 1,
      isGroup: true,
      contact: { isGroup: true },
    });
    const start = Date.UTC(2026, 10, 1);
    for (const [i, s] of shapes.entries()) {
      const [contact] = await t.deps.db
        .insert(contacts)
        .values({
          companyId,
          name: `Aviso ${i}`,
          number: `5511977${String(i).padStart(6, '0')}`,
          isGroup: s.contact.isGroup,
        })
        .returning();
      const [row] = await t.deps.db
        .insert(tickets)
        .values({
          companyId,
          contactId: contact!.id,
          whatsappId: desk.connectionId,
          status: s.status,
          userId: s.userId,
          queueId: s.queueId,
          unreadMessages: s.unreadMessages,
          isGroup: s.isGroup,
          lastMessage: `mensagem ${i}`,
          updatedAt: new Date(start + i * 60_000),
        })
        .returning();
      matrix.push({ ...s, id: row!.id });
    }
  }, 120_000);
  afterAll(() => t.close());

  const listOf = async (s: Session) => {
    const res = await t.request('GET', '/notifications', s.token);
    expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(matrix.map((m) => m.id));
    return (res.json() as TicketDTO[]).map((x) => x.id).filter((id) => ids.has(id));
  };
  const expectedFor = async (s: Session) => {
    const viewer = (await loadViewer(t.deps.db, s.user.companyId, s.user.id)) as Viewer;
    return matrix
      .filter((m) => m.unreadMessages > 0 && isAlertTicket(m, viewer) && canSeeTicket(viewer, m))
      .map((m) => m.id)
      .reverse(); // the most recent first
  };

  it('lists the unread tickets the alert rule lets through, for an agent, with allTicket, and an admin', async () => {
    const agentList = await listOf(desk.agent);
    // open, unread, unassigned or theirs, in Atendimento or in none (queue-less only their own)
    expect(agentList).toHaveLength(3);
    expect(agentList).toEqual(await expectedFor(desk.agent));

    const enabled = await t.request('PUT', `/users/${desk.agent.user.id}`, desk.admin.token, {
      allTicket: 'enabled',
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const withAll = await listOf(desk.agent);
    // pending ones too, and unassigned tickets without a queue
    expect(withAll).toHaveLength(8);
    expect(withAll).toEqual(await expectedFor(desk.agent));

    const adminList = await listOf(desk.admin);
    expect(adminList).toHaveLength(12);
    expect(adminList).toEqual(await expectedFor(desk.admin));
    // the group is never listed
    const group = matrix.find((m) => m.isGroup)!;
    expect(adminList).not.toContain(group.id);
  });

  it('marks a notification read as opening the ticket does; refuses other changes and others’ tickets', async () => {
    const [first] = await listOf(desk.admin);
    const read = await t.request('PUT', `/notifications/${first}`, desk.admin.token, {
      read: true,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: first, unreadMessages: 0 });
    expect(await listOf(desk.admin)).not.toContain(first);

    const unread = await t.request('PUT', `/notifications/${first}`, desk.admin.token, {
      read: false,
    });
    expect(unread.statusCode).toBe(400);
    expect(unread.json()).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: { read: 'Invalid value' },
    });
    const empty = await t.request('PUT', `/notifications/${first}`, desk.admin.token, {});
    expect(empty.statusCode).toBe(400);
    const bad = await t.request('PUT', '/notifications/abc', desk.admin.token, { read: true });
    expect(bad.statusCode).toBe(400);
    const missing = await t.request('PUT', '/notifications/999999', desk.admin.token, {
      read: true,
    });
    expect(missing.statusCode).toBe(404);

    // a Financeiro ticket is not the agent's to read
    const billing = matrix.find(
      (m) =>
        m.queueId === desk.financeiro &&
        m.userId === null &&
        m.unreadMessages > 0 &&
        m.status === 'open',
    )!;
    const denied = await t.request('PUT', `/notifications/${billing.id}`, desk.agent.token, {
      read: true,
    });
    expect(denied.statusCode).toBe(403);
  });
});
