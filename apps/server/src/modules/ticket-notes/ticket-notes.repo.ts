import { TICKET_NOTE_LIST_MAX } from '@atende/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ticketNotes, tickets, users } from '../../db/schema';

export type TicketNoteRow = typeof ticketNotes.$inferSelect;
export type NoteWithAuthor = { note: TicketNoteRow; authorName: string | null };

function selectNotes(db: Executor) {
  return db
    .select({
      note: ticketNotes,
      authorName: users.name,
      ticket: { userId: tickets.userId, queueId: tickets.queueId },
    })
    .from(ticketNotes)
    .innerJoin(tickets, eq(tickets.id, ticketNotes.ticketId))
    .leftJoin(users, eq(users.id, ticketNotes.userId));
}

function newestFirst(db: Executor, where: SQL | undefined) {
  return selectNotes(db)
    .where(where)
    .orderBy(desc(ticketNotes.createdAt), desc(ticketNotes.id))
    .limit(TICKET_NOTE_LIST_MAX);
}

export async function findNote(db: Executor, companyId: number, id: number) {
  const [row] = await selectNotes(db)
    .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.id, id)))
    .limit(1);
  return row;
}

/** One ticket's notes, newest first (served by ticket_notes_ticket). */
export function listNotesOfTicket(
  db: Executor,
  companyId: number,
  ticketId: number,
  contactId?: number,
) {
  return newestFirst(
    db,
    and(
      eq(ticketNotes.companyId, companyId),
      eq(ticketNotes.ticketId, ticketId),
      contactId === undefined ? undefined : eq(ticketNotes.contactId, contactId),
    ),
  );
}

/**
 * A contact's notes across its tickets, newest first, with each ticket's queue and owner for
 * the visibility check (tickets by tickets_contact, then their notes by ticket_notes_ticket).
 */
export function listNotesOfContact(db: Executor, companyId: number, contactId: number) {
  return newestFirst(
    db,
    and(
      eq(tickets.companyId, companyId),
      eq(tickets.contactId, contactId),
      eq(ticketNotes.companyId, companyId),
    ),
  );
}

export async function insertNote(
  db: Executor,
  companyId: number,
  data: { note: string; ticketId: number; contactId: number; userId: number | null },
) {
  const [row] = await db
    .insert(ticketNotes)
    .values({ ...data, companyId })
    .returning({ id: ticketNotes.id });
  return row.id;
}

export async function deleteNote(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(ticketNotes)
    .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.id, id)))
    .returning({ id: ticketNotes.id });
  return rows.length > 0;
}
