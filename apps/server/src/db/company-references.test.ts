import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type Session, type TestApp } from '../../test/harness';
import { markPhoneDeleted, setPhoneAck } from '../channels/sandbox/sandbox.repo';
import { replaceExtraInfo } from '../modules/contacts/contact-fields.repo';
import { replaceTicketTags } from '../modules/tags/tags.repo';
import { replaceUserQueues } from '../modules/users/users.repo';
import { replaceWhatsappQueues } from '../modules/whatsapps/whatsapps.repo';
import {
  contactCustomFields,
  contacts,
  queues,
  sandboxMessages,
  tags,
  ticketTags,
  tickets,
  userQueues,
  whatsappQueues,
  whatsapps,
} from './schema';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/**
 * The database itself keeps every reference inside its company: a ticket points only at its
 * own company's queue, user, contact and connection, and links between rows (user ↔ queue,
 * connection ↔ queue, ticket ↔ tag, contact ↔ field) are written only through the parent row.
 */
describe('references stay inside their company', () => {
  let t: TestApp;
  let desk: Desk;
  let b: Session;
  let aTicket: typeof tickets.$inferSelect;
  let bConn: number;
  beforeAll(async () => {
    t = await startTestApp();
    desk = await openDemoDesk(t);
    b = (await t.signupCompany('Empresa Vizinha')).admin;
    expect((await desk.customerSays('5511955550001', 'Olá')).statusCode).toBe(200);
    [aTicket] = await t.deps.db
      .select()
      .from(tickets)
      .where(eq(tickets.companyId, desk.admin.user.companyId));
    bConn = (
      await t.request('POST', '/whatsapp', b.token, { name: 'Conexão B', provider: 'sandbox' })
    ).json().id;
  });
  afterAll(() => t.close());

  const db = () => t.deps.db;
  const bCompany = () => b.user.companyId;
  const refusedCode = async (p: Promise<unknown>) => {
    try {
      await p;
      return 'stored';
    } catch (err) {
      for (let e = err as { code?: string; cause?: unknown }; e; e = e.cause as typeof e) {
        if (e.code) return e.code;
      }
      return 'error';
    }
  };

  it('refuses a ticket of one company pointing at another company’s rows', async () => {
    const base = {
      companyId: bCompany(),
      contactId: aTicket.contactId,
      whatsappId: bConn,
      status: 'closed',
    };
    // A's contact, A's connection, A's queue, A's user: each one a foreign-key violation
    expect(await refusedCode(db().insert(tickets).values(base))).toBe('23503');
    const [bContact] = await db()
      .insert(contacts)
      .values({ companyId: bCompany(), name: 'Cliente B', number: '5511955550009' })
      .returning();
    const own = { ...base, contactId: bContact.id };
    expect(
      await refusedCode(
        db()
          .insert(tickets)
          .values({ ...own, whatsappId: aTicket.whatsappId }),
      ),
    ).toBe('23503');
    expect(
      await refusedCode(
        db()
          .insert(tickets)
          .values({ ...own, queueId: desk.financeiro }),
      ),
    ).toBe('23503');
    expect(
      await refusedCode(
        db()
          .insert(tickets)
          .values({ ...own, userId: desk.admin.user.id }),
      ),
    ).toBe('23503');
    expect(await refusedCode(db().insert(tickets).values(own))).toBe('stored');
  });

  it('deleting a queue clears it from tickets and connections, which keep their company', async () => {
    const [q] = await db()
      .insert(queues)
      .values({ companyId: desk.admin.user.companyId, name: 'Temporária', color: '#123456' })
      .returning();
    await db().update(tickets).set({ queueId: q.id }).where(eq(tickets.id, aTicket.id));
    await db()
      .update(whatsapps)
      .set({ transferQueueId: q.id })
      .where(eq(whatsapps.id, aTicket.whatsappId));
    await db().delete(queues).where(eq(queues.id, q.id));

    const ticket = (await t.request('GET', `/tickets/${aTicket.id}`, desk.admin.token)).json();
    expect(ticket).toMatchObject({ id: aTicket.id, queueId: null, status: 'pending' });
    const conn = (
      await t.request('GET', `/whatsapp/${aTicket.whatsappId}`, desk.admin.token)
    ).json();
    expect(conn.transferQueueId).toBeNull();
  });

  it('deleting a user keeps their tickets, handed back to the queue: waiting, unassigned', async () => {
    await db()
      .update(tickets)
      .set({ userId: desk.agent.user.id, status: 'open' })
      .where(eq(tickets.id, aTicket.id));
    const res = await t.request('DELETE', `/users/${desk.agent.user.id}`, desk.admin.token);
    expect(res.statusCode).toBe(200);
    const ticket = (await t.request('GET', `/tickets/${aTicket.id}`, desk.admin.token)).json();
    // decision 0142: an open ticket goes back to waiting, so the queue's agents see it
    expect(ticket).toMatchObject({ id: aTicket.id, userId: null, status: 'pending' });
  });

  it('writes no link through another company’s parent row or to its rows', async () => {
    const aCompany = desk.admin.user.companyId;
    const [aTag] = await db()
      .insert(tags)
      .values({ companyId: aCompany, name: 'Tag A' })
      .returning();
    const [bTicketRow] = await db().select().from(tickets).where(eq(tickets.companyId, bCompany()));

    // B's company id with A's parent rows: nothing changes on A's side
    await replaceUserQueues(db(), bCompany(), desk.admin.user.id, []);
    await replaceWhatsappQueues(db(), bCompany(), aTicket.whatsappId, []);
    await replaceTicketTags(db(), bCompany(), aTicket.id, [aTag.id]);
    await replaceExtraInfo(db(), bCompany(), aTicket.contactId, [{ name: 'cpf', value: 'x' }]);
    expect(
      await db().select().from(userQueues).where(eq(userQueues.userId, desk.admin.user.id)),
    ).toHaveLength(2);
    expect(await db().select().from(ticketTags).where(eq(ticketTags.ticketId, aTicket.id))).toEqual(
      [],
    );
    expect(
      await db()
        .select()
        .from(contactCustomFields)
        .where(eq(contactCustomFields.contactId, aTicket.contactId)),
    ).toEqual([]);

    // B's own parent rows with A's queue or tag: nothing is linked
    await replaceWhatsappQueues(db(), bCompany(), bConn, [desk.financeiro]);
    await replaceTicketTags(db(), bCompany(), bTicketRow.id, [aTag.id]);
    await replaceUserQueues(db(), bCompany(), b.user.id, [desk.financeiro]);
    expect(
      await db().select().from(whatsappQueues).where(eq(whatsappQueues.whatsappId, bConn)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(ticketTags)
        .where(and(eq(ticketTags.ticketId, bTicketRow.id), eq(ticketTags.tagId, aTag.id))),
    ).toEqual([]);
    expect(await db().select().from(userQueues).where(eq(userQueues.userId, b.user.id))).toEqual(
      [],
    );
  });

  it('the simulated phone’s ack and delete writes need the owning company', async () => {
    const [said] = await db()
      .select()
      .from(sandboxMessages)
      .where(eq(sandboxMessages.whatsappId, aTicket.whatsappId));
    await markPhoneDeleted(db(), bCompany(), said.whatsappId, said.externalId);
    await setPhoneAck(db(), bCompany(), said.whatsappId, said.externalId, 5);
    const [after] = await db()
      .select()
      .from(sandboxMessages)
      .where(eq(sandboxMessages.id, said.id));
    expect(after).toMatchObject({ deleted: false, ack: said.ack });
  });
});
