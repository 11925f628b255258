import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyNameTaken } from '../../db/name-taken';
import {
  contacts,
  messages,
  queueIntegrationSessions,
  queueIntegrations,
  queues,
  tickets,
  whatsapps,
} from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

export type QueueIntegrationRow = typeof queueIntegrations.$inferSelect;
export type QueueIntegrationValues = Omit<
  typeof queueIntegrations.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;
export type IntegrationSessionRow = typeof queueIntegrationSessions.$inferSelect;

const ofCompany = (companyId: number, id: number) =>
  and(eq(queueIntegrations.companyId, companyId), eq(queueIntegrations.id, id));

/** Name fragment, ignoring case and accents (queue_integrations_name_trgm). */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  return sql`f_unaccent(lower(${queueIntegrations.name})) like f_unaccent(lower(${likePattern(search)}))`;
}

/** One page by name then id (queue_integrations_company_name). */
export async function listPage(
  db: Executor,
  companyId: number,
  opts: { search: string; limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(queueIntegrations)
    .where(and(eq(queueIntegrations.companyId, companyId), searchCondition(opts.search)))
    .orderBy(asc(queueIntegrations.name), asc(queueIntegrations.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

export async function find(db: Executor, companyId: number, id: number) {
  const [row] = await db.select().from(queueIntegrations).where(ofCompany(companyId, id)).limit(1);
  return row;
}

export async function insert(db: Executor, companyId: number, values: QueueIntegrationValues) {
  const [row] = await db
    .insert(queueIntegrations)
    .values({ ...values, companyId })
    .returning();
  return row;
}

export async function update(
  db: Executor,
  companyId: number,
  id: number,
  values: QueueIntegrationValues,
) {
  const [row] = await db
    .update(queueIntegrations)
    .set({ ...values, updatedAt: new Date() })
    .where(ofCompany(companyId, id))
    .returning();
  return row;
}

/** Removes the integration and takes it off the queues and connections that named it. */
export async function remove(db: Executor, companyId: number, id: number) {
  return db.transaction(async (tx) => {
    await tx
      .update(queues)
      .set({ integrationId: null })
      .where(and(eq(queues.companyId, companyId), eq(queues.integrationId, id)));
    await tx
      .update(whatsapps)
      .set({ integrationId: null })
      .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.integrationId, id)));
    const rows = await tx
      .delete(queueIntegrations)
      .where(ofCompany(companyId, id))
      .returning({ id: queueIntegrations.id });
    return rows.length > 0;
  });
}

/** The customer's message an engine turn answers. */
export async function turnMessage(db: Executor, companyId: number, ticketId: number, id: number) {
  const [row] = await db
    .select({
      id: messages.id,
      body: messages.body,
      mediaType: messages.mediaType,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(eq(messages.companyId, companyId), eq(messages.ticketId, ticketId), eq(messages.id, id)),
    )
    .limit(1);
  return row;
}

/** What an engine tells the outside about the ticket. */
export async function turnTicket(db: Executor, companyId: number, ticketId: number) {
  const [row] = await db
    .select({
      id: tickets.id,
      uuid: tickets.uuid,
      status: tickets.status,
      queueId: tickets.queueId,
      contactId: tickets.contactId,
      whatsappId: tickets.whatsappId,
      contactName: contacts.name,
      contactNumber: contacts.number,
    })
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)))
    .limit(1);
  return row;
}

export async function findSession(
  db: Executor,
  companyId: number,
  ticketId: number,
  integrationId: number,
) {
  const [row] = await db
    .select()
    .from(queueIntegrationSessions)
    .where(
      and(
        eq(queueIntegrationSessions.companyId, companyId),
        eq(queueIntegrationSessions.ticketId, ticketId),
        eq(queueIntegrationSessions.integrationId, integrationId),
      ),
    )
    .limit(1);
  return row;
}

export async function saveSession(db: Executor, row: IntegrationSessionRow) {
  await db
    .insert(queueIntegrationSessions)
    .values(row)
    .onConflictDoUpdate({
      target: [
        queueIntegrationSessions.companyId,
        queueIntegrationSessions.ticketId,
        queueIntegrationSessions.integrationId,
      ],
      set: { sessionId: row.sessionId, input: row.input, lastActivityAt: row.lastActivityAt },
    });
}

export async function dropSession(
  db: Executor,
  companyId: number,
  ticketId: number,
  integrationId: number,
) {
  await db
    .delete(queueIntegrationSessions)
    .where(
      and(
        eq(queueIntegrationSessions.companyId, companyId),
        eq(queueIntegrationSessions.ticketId, ticketId),
        eq(queueIntegrationSessions.integrationId, integrationId),
      ),
    );
}

export const integrationNameTaken = (
  db: Executor,
  companyId: number,
  name: string,
  exceptId?: number,
) => companyNameTaken(db, queueIntegrations, companyId, name, exceptId);
