import { and, eq, getTableColumns, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { contacts, messages } from '../../db/schema';
import type { MessageRow } from '../messages/messages.repo';

export interface InboundMessage {
  companyId: number;
  whatsappId: number;
  number: string;
  /** The number's other form (a Brazilian mobile's, with or without the ninth digit), if any. */
  otherNumber?: string;
  name: string;
  isGroup: boolean;
  externalId: string;
  body: string;
  fromMe: boolean;
  mediaType: string;
  mediaPath?: string;
  mediaName?: string;
  quotedExternalId?: string;
  participant?: string;
  participantName?: string;
  createdAt: Date;
  /** The ticket's new last message. */
  preview: string;
  /** When a ticket this message opens starts waiting: its cycle opens in the same commit. */
  cycleAt: Date;
}

const ALREADY_STORED = 'AT409';

function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/**
 * Stores an inbound message with its contact and live ticket in one round trip (the
 * ingest_message function of migrations 0004, 0015, 0031, 0032, 0037 and 0040), and the waiting
 * cycle of a ticket it opens. The contact is the one the company knows under the number or its
 * other form; the row answers its number. Undefined when it was already stored.
 */
export async function storeInboundMessage(db: Executor, m: InboundMessage) {
  try {
    const [row] = await ingestStatement(db).execute({
      ...m,
      otherNumber: m.otherNumber ?? null,
      mediaPath: m.mediaPath ?? null,
      mediaName: m.mediaName ?? null,
      quotedExternalId: m.quotedExternalId ?? null,
      participant: m.participant ?? null,
      participantName: m.participantName ?? null,
      createdAt: m.createdAt.toISOString(),
      cycleAt: m.cycleAt.toISOString(),
    });
    return row as (MessageRow & { contactNumber: string | null }) | undefined;
  } catch (err) {
    if (sqlState(err) === ALREADY_STORED) return undefined;
    throw err;
  }
}

// the function's row has the columns of `messages`: each read and mapped as that column is
const messageFields = Object.fromEntries(
  Object.entries(getTableColumns(messages)).map(([key, column]) => [
    key,
    sql`${sql.identifier(column.name)}`.mapWith(column),
  ]),
);

// prepared: every inbound message runs it (parsed and planned once per connection)
const ingestStatement = preparedFor((db) => {
  const p = (name: keyof InboundMessage) => sql.placeholder(name);
  return db
    .select({
      ...messageFields,
      contactNumber: sql<
        string | null
      >`(select c.number from contacts c where c.id = stored.contact_id)`,
    })
    .from(
      sql`ingest_message(
        ${p('companyId')}::int, ${p('whatsappId')}::int, ${p('number')}, ${p('name')},
        ${p('isGroup')}, ${p('externalId')}, ${p('body')}, ${p('fromMe')}, ${p('mediaType')},
        ${p('mediaPath')}, ${p('mediaName')}, ${p('quotedExternalId')}, ${p('participant')},
        ${p('participantName')}, ${p('createdAt')}::timestamptz, ${p('preview')},
        ${p('cycleAt')}::timestamptz, ${p('otherNumber')}) as stored`,
    )
    .prepare('ingest_message');
});

/**
 * Takes back a person's reactions to one message (on a connection, by the reacted message's
 * external id) made up to `until`, all but `keepId`: a person has one reaction per message, as
 * on the phone. Answers the rows taken back; found by the contact (messages_contact_created).
 */
export async function withdrawReactions(
  db: Executor,
  companyId: number,
  whatsappId: number,
  r: { number: string; targetExternalId: string; until: Date; keepId?: number },
) {
  const contact = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.number, r.number)));
  const target = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.whatsappId, whatsappId),
        eq(messages.externalId, r.targetExternalId),
      ),
    );
  return db
    .update(messages)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(
      and(
        inArray(messages.contactId, contact),
        eq(messages.companyId, companyId),
        eq(messages.whatsappId, whatsappId),
        inArray(messages.quotedMsgId, target),
        eq(messages.mediaType, 'reaction'),
        eq(messages.fromMe, false),
        eq(messages.isDeleted, false),
        lte(messages.createdAt, r.until),
        r.keepId === undefined ? undefined : ne(messages.id, r.keepId),
      ),
    )
    .returning();
}
