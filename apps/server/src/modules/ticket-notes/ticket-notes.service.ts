import {
  isAdminProfile,
  TICKET_NOTE_MESSAGES,
  type TicketNoteCreateData,
  type TicketNoteDTO,
  type TicketNoteListQuery,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { forbidden, invalid, notFound } from '../../http/app-error';
import { canSeeTicket } from '../tickets/ticket-visibility';
import { toTicketNoteDTO } from './ticket-note-dto';
import * as repo from './ticket-notes.repo';
import { accessibleTicket } from '../tickets/ticket-access';

const noteNotFound = () => notFound('ERR_NOT_FOUND', TICKET_NOTE_MESSAGES.notFound);

/** Adds a note by the caller to a ticket they may see; `contactId` must be the ticket's. */
export async function createNote(ctx: Ctx, input: TicketNoteCreateData): Promise<TicketNoteDTO> {
  const ticket = await accessibleTicket(ctx, input.ticketId);
  if (ticket.contactId !== input.contactId) {
    throw invalid({ contactId: TICKET_NOTE_MESSAGES.wrongContact });
  }
  const id = await repo.insertNote(ctx.db, ctx.companyId, {
    note: input.note,
    ticketId: ticket.id,
    contactId: ticket.contactId,
    userId: ctx.user.id,
  });
  const note = toTicketNoteDTO((await repo.findNote(ctx.db, ctx.companyId, id))!);
  const placement = { id: ticket.id, queueId: ticket.queueId, userId: ticket.userId };
  ctx.events.emit({
    type: 'ticketNote.created',
    companyId: ctx.companyId,
    ticket: placement,
    note,
  });
  return note;
}

/** A ticket's notes, or a contact's on the tickets the caller may see; newest first. */
export async function listNotes(ctx: Ctx, q: TicketNoteListQuery): Promise<TicketNoteDTO[]> {
  if (q.ticketId !== undefined) {
    await accessibleTicket(ctx, q.ticketId);
    const rows = await repo.listNotesOfTicket(ctx.db, ctx.companyId, q.ticketId, q.contactId);
    return rows.map(toTicketNoteDTO);
  }
  const viewer = ctx.user;
  if (!viewer) throw forbidden();
  const rows = await repo.listNotesOfContact(ctx.db, ctx.companyId, q.contactId!);
  return rows.filter((r) => canSeeTicket(viewer, r.ticket)).map(toTicketNoteDTO);
}

/** Only the note's author or an admin deletes it. */
export async function deleteNote(ctx: Ctx, id: number) {
  const row = await repo.findNote(ctx.db, ctx.companyId, id);
  if (!row) throw noteNotFound();
  if (row.note.userId !== ctx.user.id && !isAdminProfile(ctx.user.profile)) throw forbidden();
  if (!(await repo.deleteNote(ctx.db, ctx.companyId, id))) throw noteNotFound();
  ctx.events.emit({
    type: 'ticketNote.deleted',
    companyId: ctx.companyId,
    ticket: { id: row.note.ticketId, ...row.ticket },
    noteId: id,
  });
}
