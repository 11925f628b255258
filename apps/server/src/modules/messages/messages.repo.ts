import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { literalLimit, preparedFor } from '../../db/prepared';
import { alias } from 'drizzle-orm/pg-core';
import { messages, tickets } from '../../db/schema';
import type { MessageDTO } from '@atende/shared';

export type MessageRow = typeof messages.$inferSelect;
/** A ticket's queue and user: who hears of a change of its messages. */
export type TicketAudience = { id: number; queueId: number | null; userId: number | null };
export type NewMessage = typeof messages.$inferInsert;

/** Inserts unless (company, connection, external id) exists; undefined means a duplicate. */
export async function insertMessageOnce(db: Executor, data: NewMessage) {
  const [row] = await db
    .insert(messages)
    .values(data)
    .onConflictDoNothing({ target: [messages.companyId, messages.whatsappId, messages.externalId] })
    .returning();
  return row;
}

/** Inserts an automatic text unless its key was used on that ticket; undefined means it was. */
export async function insertAutomaticOnce(db: Executor, data: NewMessage) {
  // no conflict target: a repeated key (messages_automatic_key) is what this ignores
  const [row] = await db.insert(messages).values(data).onConflictDoNothing().returning();
  return row;
}

export async function findMessage(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.id, id)))
    .limit(1);
  return row;
}

export async function findByExternalId(
  db: Executor,
  companyId: number,
  whatsappId: number,
  externalId: string,
) {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.whatsappId, whatsappId),
        eq(messages.externalId, externalId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Sets the ticket's list preview to `preview` when `row` is still the ticket's newest message
 * (in the chat's order, served by messages_ticket_created); answers whether it was. The
 * newest is found in SQL: a JS Date drops the microseconds PostgreSQL keeps.
 */
export async function setPreviewIfNewest(db: Executor, row: MessageRow, preview: string) {
  const newest = db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.ticketId, row.ticketId))
    .orderBy(sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`)
    .limit(1);
  const updated = await db
    .update(tickets)
    .set({ lastMessage: preview })
    .where(
      and(
        eq(tickets.companyId, row.companyId),
        eq(tickets.id, row.ticketId),
        sql`${row.id} = (${newest})`,
      ),
    )
    .returning({ id: tickets.id });
  return updated.length > 0;
}

export async function updateMessage(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<NewMessage>,
) {
  const [row] = await db
    .update(messages)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(messages.companyId, companyId), eq(messages.id, id)))
    .returning();
  return row;
}

/** Acks only move forward: a late 'delivered' never overwrites 'read'. */
export async function raiseAck(
  db: Executor,
  companyId: number,
  whatsappId: number,
  externalId: string,
  ack: number,
) {
  const [row] = await db
    .update(messages)
    .set({ ack, updatedAt: new Date() })
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.whatsappId, whatsappId),
        eq(messages.externalId, externalId),
        sql`${messages.ack} < ${ack}`,
      ),
    )
    .returning({
      ...getTableColumns(messages),
      // who hears of it (the ticket's queue and user), in the same round trip; null when gone
      ticket: sql<TicketAudience | null>`(select json_build_object('id', ${tickets.id},
          'queueId', ${tickets.queueId}, 'userId', ${tickets.userId})
        from ${tickets}
        where ${tickets.companyId} = ${messages.companyId} and ${tickets.id} = ${messages.ticketId})`,
    });
  if (!row) return undefined;
  const { ticket, ...message } = row;
  return { message, ticket };
}

export const MESSAGES_PAGE_SIZE = 20;

const quotedMessages = alias(messages, 'quoted');

/**
 * Page `page` counted from the newest (served by messages_ticket_created, in its declared
 * order), returned in time order, each with the message it quotes.
 */
const pageStatement = preparedFor((db) =>
  db
    .select({ m: messages, quoted: quotedMessages })
    .from(messages)
    .leftJoin(quotedMessages, eq(quotedMessages.id, messages.quotedMsgId))
    .where(
      and(
        eq(messages.companyId, sql.placeholder('companyId')),
        eq(messages.ticketId, sql.placeholder('ticketId')),
      ),
    )
    .orderBy(sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`)
    .limit(literalLimit(MESSAGES_PAGE_SIZE + 1))
    .offset(sql.placeholder('offset'))
    .prepare('messages_page'),
);

export async function pageOfTicket(
  db: Executor,
  companyId: number,
  ticketId: number,
  page: number,
) {
  const size = MESSAGES_PAGE_SIZE;
  const rows = await pageStatement(db).execute({ companyId, ticketId, offset: (page - 1) * size });
  return { rows: rows.slice(0, size).reverse(), hasMore: rows.length > size };
}

/**
 * The contact's story on one connection: the messages of `ticketIds` (the conversations the
 * caller may see), newest first from just before the message `before`, returned in time order.
 * Keyset paging served by messages_contact_created, so a page costs the same at any depth.
 */
export async function pageOfConversation(
  db: Executor,
  companyId: number,
  q: { whatsappId: number; contactId: number; ticketIds: number[]; before?: number },
) {
  const size = MESSAGES_PAGE_SIZE;
  const cursor = q.before
    ? sql`(${messages.createdAt}, ${messages.id}) < (select c.created_at, c.id from ${messages} c
        where c.company_id = ${companyId} and c.id = ${q.before})`
    : undefined;
  const rows = await db
    .select({ m: messages, quoted: quotedMessages })
    .from(messages)
    .leftJoin(quotedMessages, eq(quotedMessages.id, messages.quotedMsgId))
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.whatsappId, q.whatsappId),
        eq(messages.contactId, q.contactId),
        inArray(messages.ticketId, q.ticketIds),
        cursor,
      ),
    )
    .orderBy(sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`)
    .limit(size + 1);
  return { rows: rows.slice(0, size).reverse(), hasMore: rows.length > size };
}

/**
 * Opening a chat: its messages read and its unread count back to 0, in one statement. Returns
 * the customer's messages just read, by connection, for the read receipts.
 */
export async function markTicketRead(
  db: Executor,
  companyId: number,
  ticketId: number,
): Promise<{ whatsappId: number; externalId: string }[]> {
  const result = await db.execute(sql`
    with read_messages as (
      update ${messages} set read = true
      where ${messages.companyId} = ${companyId} and ${messages.ticketId} = ${ticketId} and ${messages.read} = false
      returning ${messages.whatsappId} as whatsapp_id, ${messages.externalId} as external_id, ${messages.fromMe} as from_me
    ), reset as (
      update ${tickets} set unread_messages = 0
      where ${tickets.companyId} = ${companyId} and ${tickets.id} = ${ticketId}
    )
    select whatsapp_id, external_id from read_messages where not from_me`);
  const rows = (result as unknown as { rows: { whatsapp_id: number; external_id: string }[] }).rows;
  return rows.map((r) => ({ whatsappId: Number(r.whatsapp_id), externalId: r.external_id }));
}

/** The DTO of a stored message with the message it quotes, as every event carries it. */
export async function messageDTOOf(db: Executor, row: MessageRow): Promise<MessageDTO> {
  const quoted = row.quotedMsgId
    ? await findMessage(db, row.companyId, row.quotedMsgId)
    : undefined;
  return toMessageDTO(row, quoted);
}

export function toMessageDTO(m: MessageRow, quoted?: MessageRow): MessageDTO {
  return {
    id: m.id,
    ticketId: m.ticketId,
    contactId: m.contactId,
    body: m.isDeleted ? '' : m.body,
    fromMe: m.fromMe,
    mediaType: m.mediaType,
    mediaUrl: m.mediaPath && !m.isDeleted ? `/api/messages/${m.id}/media` : null,
    mediaName: m.mediaName,
    quotedMsg: quoted
      ? {
          id: quoted.id,
          body: quoted.isDeleted ? '' : quoted.body,
          fromMe: quoted.fromMe,
          mediaType: quoted.mediaType,
        }
      : null,
    ack: m.ack,
    read: m.read,
    isDeleted: m.isDeleted,
    isEdited: m.isEdited,
    sendStatus: m.sendStatus,
    sendError: m.sendError,
    userId: m.userId,
    automatic: m.automatic,
    campaignId: m.campaignId,
    participant: m.participant,
    participantName: m.participantName,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}
