import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { contacts, messages, tickets, whatsapps } from '../../db/schema';

const p = (name: string) => sql.placeholder(name);

/**
 * What a send needs, in one statement (every outbound message runs it): whether the message
 * still waits to go, its ticket's connection and customer's number, and the ids of the
 * ticket's outbound messages still waiting up to and including it, oldest first (they leave
 * in this order whichever job runs first). Ticket, connection or contact null when gone.
 */
const sendSubjectOf = preparedFor((db) =>
  db
    .select({
      waiting: sql<boolean>`${messages.sendStatus} = 'queued' and not ${messages.isDeleted}`,
      ticketId: tickets.id,
      connection: {
        id: whatsapps.id,
        name: whatsapps.name,
        provider: whatsapps.provider,
      },
      number: contacts.number,
      queuedIds: sql<(number | string)[]>`array(
        select q.id from ${messages} q
        where q.company_id = ${messages.companyId} and q.ticket_id = ${messages.ticketId}
          and q.send_status = 'queued' and not q.is_deleted and q.id <= ${messages.id}
        order by q.id limit 100)`,
    })
    .from(messages)
    .leftJoin(
      tickets,
      and(eq(tickets.companyId, messages.companyId), eq(tickets.id, messages.ticketId)),
    )
    .leftJoin(
      whatsapps,
      and(eq(whatsapps.companyId, tickets.companyId), eq(whatsapps.id, tickets.whatsappId)),
    )
    .leftJoin(
      contacts,
      and(eq(contacts.companyId, tickets.companyId), eq(contacts.id, tickets.contactId)),
    )
    .where(and(eq(messages.companyId, p('companyId')), eq(messages.id, p('messageId'))))
    .prepare('send_subject'),
);

export async function findSendSubject(db: Executor, companyId: number, messageId: number) {
  const [row] = await sendSubjectOf(db).execute({ companyId, messageId });
  if (!row) return undefined;
  // bigint ids inside an array come back as text
  return { ...row, queuedIds: row.queuedIds.map(Number) };
}

/**
 * Takes the message for sending unless another worker holds a claim younger than its lease
 * (`lease.media` for a message with a file, else `lease.text`); undefined when it is not free
 * (claimed, sent, failed or deleted).
 */
export async function claimForSend(
  db: Executor,
  companyId: number,
  id: number,
  lease: { text: number; media: number },
) {
  const leaseSeconds = sql`case when ${messages.mediaPath} is null
    then ${lease.text}::int else ${lease.media}::int end`;
  const [row] = await db
    .update(messages)
    .set({ sendClaimedAt: sql`now()` })
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.id, id),
        eq(messages.sendStatus, 'queued'),
        eq(messages.isDeleted, false),
        or(
          isNull(messages.sendClaimedAt),
          sql`${messages.sendClaimedAt} < now() - make_interval(secs => ${leaseSeconds})`,
        ),
      ),
    )
    .returning();
  return row;
}
