import { and, eq, inArray, isNotNull, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { campaigns, campaignShippings, contacts, messages, tickets } from '../../db/schema';

const unrecorded = (companyId: number | Placeholder, number: string | Placeholder) =>
  and(
    eq(campaignShippings.companyId, companyId),
    eq(campaignShippings.number, number),
    or(
      and(
        isNotNull(campaignShippings.confirmationBody),
        isNull(campaignShippings.inboxConfirmationId),
      ),
      and(isNotNull(campaignShippings.messageBody), isNull(campaignShippings.inboxMessageId)),
    ),
  );

/**
 * What campaigns hold for a customer who writes in, in one read: a text waiting to be recorded
 * in their ticket, a confirmation waiting for their answer (partial indexes answer both).
 */
export async function customerMarks(db: Executor, companyId: number, number: string) {
  const [row] = await customerMarksOf(db).execute({ companyId, number });
  return { unrecorded: row!.unrecorded, awaitingConfirmation: row!.awaitingConfirmation };
}

// prepared: read on every customer message. Two exists() need a row to sit on: one of values
const customerMarksOf = preparedFor((db) => {
  const companyId = sql.placeholder('companyId');
  const number = sql.placeholder('number');
  return db
    .select({
      unrecorded: sql<boolean>`exists (select 1 from ${campaignShippings} where ${unrecorded(companyId, number)})`,
      awaitingConfirmation: sql<boolean>`exists (select 1 from ${campaignShippings} where ${and(
        eq(campaignShippings.companyId, companyId),
        eq(campaignShippings.number, number),
        eq(campaignShippings.status, 'awaiting_confirmation'),
      )})`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('campaign_customer_marks');
});

/** Whether a campaign text to `number` waits to be recorded (the partial index answers). */
export async function hasUnrecorded(db: Executor, companyId: number, number: string) {
  const [row] = await db
    .select({ id: campaignShippings.id })
    .from(campaignShippings)
    .where(unrecorded(companyId, number))
    .limit(1);
  return row !== undefined;
}

/**
 * A recipient's campaign texts not yet in the inbox, each with the live ticket (pending or
 * open) of that number on the campaign's connection, when there is one. Locked, so two
 * recorders (a send and a reply at the same moment) record each text once.
 */
export async function lockUnrecorded(db: Executor, companyId: number, number: string) {
  return db
    .select({
      id: campaignShippings.id,
      campaignId: campaignShippings.campaignId,
      externalId: campaignShippings.externalId,
      confirmationBody: campaignShippings.confirmationBody,
      confirmationAt: campaignShippings.confirmationRequestedAt,
      inboxConfirmationId: campaignShippings.inboxConfirmationId,
      messageBody: campaignShippings.messageBody,
      messageAt: campaignShippings.deliveredAt,
      inboxMessageId: campaignShippings.inboxMessageId,
      whatsappId: campaigns.whatsappId,
      ticketId: tickets.id,
      contactId: tickets.contactId,
    })
    .from(campaignShippings)
    .innerJoin(
      campaigns,
      and(
        eq(campaigns.companyId, campaignShippings.companyId),
        eq(campaigns.id, campaignShippings.campaignId),
      ),
    )
    .leftJoin(
      contacts,
      and(
        eq(contacts.companyId, campaignShippings.companyId),
        eq(contacts.number, campaignShippings.number),
        eq(contacts.isGroup, false),
      ),
    )
    .leftJoin(
      tickets,
      and(
        eq(tickets.companyId, campaignShippings.companyId),
        eq(tickets.contactId, contacts.id),
        eq(tickets.whatsappId, campaigns.whatsappId),
        inArray(tickets.status, ['pending', 'open']),
      ),
    )
    .where(unrecorded(companyId, number))
    .for('update', { of: campaignShippings });
}

export type UnrecordedText = Awaited<ReturnType<typeof lockUnrecorded>>[number];

/** One campaign text as a sent message of the ticket, at the time it went out. */
export async function insertCampaignMessage(
  db: Executor,
  companyId: number,
  m: {
    ticketId: number;
    whatsappId: number;
    contactId: number | null;
    campaignId: number;
    externalId: string;
    body: string;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(messages)
    .values({
      companyId,
      ...m,
      fromMe: true,
      ack: 1,
      sendStatus: 'sent',
      updatedAt: m.createdAt,
    })
    // the channel already gave this id to a stored message: that one is the text
    .onConflictDoNothing({
      target: [messages.companyId, messages.whatsappId, messages.externalId],
    })
    .returning();
  return row;
}

export async function markRecorded(
  db: Executor,
  shippingId: number,
  field: 'inboxConfirmationId' | 'inboxMessageId',
  messageId: number,
) {
  await db
    .update(campaignShippings)
    .set({ [field]: messageId })
    .where(eq(campaignShippings.id, shippingId));
}
