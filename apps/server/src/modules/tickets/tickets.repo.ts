import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import {
  contacts,
  queues,
  tags,
  ticketTags,
  tickets,
  userQueues,
  users,
  whatsapps,
} from '../../db/schema';
import type { TicketDTO } from '@atende/shared';
import type { Viewer } from './ticket-visibility';

export type TicketRow = typeof tickets.$inferSelect;

const findTicketStatement = preparedFor((db) =>
  db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, sql.placeholder('companyId')),
        eq(tickets.id, sql.placeholder('id')),
      ),
    )
    .limit(1)
    .prepare('find_ticket'),
);

export async function findTicket(db: Executor, companyId: number, id: number) {
  const [row] = await findTicketStatement(db).execute({ companyId, id });
  return row as TicketRow | undefined;
}

/**
 * The contact's conversations on one connection up to `uptoId` (this one and the earlier ones),
 * with what the visibility rule needs; served by tickets_contact.
 */
export async function conversationTickets(
  db: Executor,
  companyId: number,
  conversation: { whatsappId: number; contactId: number; uptoId: number },
) {
  return db
    .select({ id: tickets.id, userId: tickets.userId, queueId: tickets.queueId })
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(tickets.contactId, conversation.contactId),
        eq(tickets.whatsappId, conversation.whatsappId),
        sql`${tickets.id} <= ${conversation.uptoId}`,
      ),
    );
}

export async function findTicketByUuid(db: Executor, companyId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.uuid, uuid)))
    .limit(1);
  return row;
}

/** The tags of the ticket row in scope, as a JSON list ordered by name (no query per ticket). */
const tagsJson = sql<TicketDTO['tags']>`coalesce((
  select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'color', ${tags.color}) order by ${tags.name})
  from ${ticketTags} join ${tags} on ${tags.id} = ${ticketTags.tagId}
  where ${ticketTags.ticketId} = ${tickets.id}), '[]'::json)`;

/** Newest activity first, written as the list indexes are declared so no sort is needed. */
export const ticketOrder = [
  sql`${tickets.updatedAt} desc nulls last`,
  sql`${tickets.id} desc nulls last`,
];

/** The joined select every ticket DTO comes from (where and order are added by the caller). */
export const ticketDTOSelect = (db: Executor) =>
  db
    .select({
      t: tickets,
      contact: {
        id: contacts.id,
        name: contacts.name,
        number: contacts.number,
        email: contacts.email,
        profilePicUrl: contacts.profilePicUrl,
        isGroup: contacts.isGroup,
      },
      userName: users.name,
      queueName: queues.name,
      queueColor: queues.color,
      whatsappName: whatsapps.name,
      whatsappStatus: whatsapps.status,
      whatsappProvider: whatsapps.provider,
      tags: tagsJson,
    })
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .innerJoin(whatsapps, eq(whatsapps.id, tickets.whatsappId))
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(queues, eq(queues.id, tickets.queueId));

type TicketDTORow = Awaited<ReturnType<typeof ticketDTOSelect>>[number];

export function toTicketDTO({
  t,
  contact,
  userName,
  queueName,
  queueColor,
  whatsappName,
  whatsappStatus,
  whatsappProvider,
  tags: tagList,
}: TicketDTORow): TicketDTO {
  return {
    id: t.id,
    uuid: t.uuid,
    status: t.status as TicketDTO['status'],
    contactId: t.contactId,
    contact,
    userId: t.userId,
    user: t.userId && userName ? { id: t.userId, name: userName } : null,
    queueId: t.queueId,
    queue: t.queueId && queueName ? { id: t.queueId, name: queueName, color: queueColor! } : null,
    whatsappId: t.whatsappId,
    whatsapp: {
      id: t.whatsappId,
      name: whatsappName,
      status: whatsappStatus,
      provider: whatsappProvider,
    },
    tags: tagList,
    unreadMessages: t.unreadMessages,
    lastMessage: t.lastMessage,
    isGroup: t.isGroup,
    chatbot: t.chatbot,
    useIntegration: t.useIntegration,
    promptId: t.promptId,
    integrationId: t.integrationId,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/**
 * Full DTOs of the company's tickets matching `filter`, with contact, user, queue, connection
 * and tags, in one statement.
 */
export async function selectTicketDTOs(db: Executor, companyId: number, filter: SQL | undefined) {
  const rows = await ticketDTOSelect(db)
    .where(and(eq(tickets.companyId, companyId), filter))
    .orderBy(...ticketOrder);
  return rows.map(toTicketDTO);
}

/** One ticket's DTO is read after every message: its statement is built and planned once. */
const ticketDTOById = preparedFor((db) =>
  ticketDTOSelect(db)
    .where(
      and(
        eq(tickets.companyId, sql.placeholder('companyId')),
        eq(tickets.id, sql.placeholder('id')),
      ),
    )
    .prepare('ticket_dto_by_id'),
);

export async function loadTicketDTO(db: Executor, companyId: number, id: number) {
  const [row] = await ticketDTOById(db).execute({ companyId, id });
  return row ? toTicketDTO(row) : undefined;
}

/** What the visibility rules need to know about a user. */
export async function loadViewer(
  db: Executor,
  companyId: number,
  userId: number,
): Promise<Viewer | undefined> {
  const [user] = await db
    .select({ id: users.id, profile: users.profile, allTicket: users.allTicket })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  if (!user) return undefined;
  const qs = await db
    .select({ queueId: userQueues.queueId })
    .from(userQueues)
    .where(eq(userQueues.userId, userId));
  return { ...user, queueIds: qs.map((q) => q.queueId) };
}

export type NewTicket = Omit<typeof tickets.$inferInsert, 'id' | 'companyId' | 'uuid'>;

/** The pending or open ticket of a contact on a connection, if any. */
export async function findLiveTicket(
  db: Executor,
  companyId: number,
  whatsappId: number,
  contactId: number,
) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(tickets.whatsappId, whatsappId),
        eq(tickets.contactId, contactId),
        inArray(tickets.status, ['pending', 'open']),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Creates the contact's live ticket unless one exists; under concurrency the partial unique
 * index lets exactly one insert win and every caller gets that ticket back.
 */
export async function findOrCreateLiveTicket(db: Executor, companyId: number, data: NewTicket) {
  const [inserted] = await db
    .insert(tickets)
    .values({ ...data, companyId })
    .onConflictDoNothing({
      target: [tickets.companyId, tickets.whatsappId, tickets.contactId],
      where: sql`${tickets.status} in ('pending', 'open')`,
    })
    .returning();
  if (inserted) return { ticket: inserted, created: true };
  const existing = await findLiveTicket(db, companyId, data.whatsappId, data.contactId);
  if (!existing) throw new Error('live ticket vanished while being created');
  return { ticket: existing, created: false };
}

export async function updateTicket(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<NewTicket>,
  /** Only while the ticket still has this status and owner (undefined: whatever they are). */
  expected?: Pick<TicketRow, 'status' | 'userId'>,
) {
  const [row] = await db
    .update(tickets)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(tickets.id, id),
        expected && eq(tickets.status, expected.status),
        expected &&
          (expected.userId === null ? isNull(tickets.userId) : eq(tickets.userId, expected.userId)),
      ),
    )
    .returning();
  return row;
}

/**
 * The user's open tickets back to waiting with no one, as "Devolver" leaves a ticket (no
 * integration or prompt answering either). Answers them as they are now.
 */
export function handBackOpenTickets(db: Executor, companyId: number, userId: number) {
  return db
    .update(tickets)
    .set({
      status: 'pending',
      userId: null,
      useIntegration: false,
      promptId: null,
      integrationId: null,
      updatedAt: new Date(),
    })
    .where(
      and(eq(tickets.companyId, companyId), eq(tickets.userId, userId), eq(tickets.status, 'open')),
    )
    .returning();
}

/** A new message: last message, time, and (for the customer's) one more unread. */
export async function touchTicketWithMessage(
  db: Executor,
  companyId: number,
  id: number,
  lastMessage: string,
  unread: boolean,
) {
  await db
    .update(tickets)
    .set({
      lastMessage,
      updatedAt: new Date(),
      unreadMessages: unread ? sql`${tickets.unreadMessages} + 1` : tickets.unreadMessages,
    })
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
}

export async function deleteTicket(db: Executor, companyId: number, id: number) {
  await db.delete(tickets).where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
}
