import { z } from 'zod';
import { requiredText } from './common';
import { requiredError, V } from './messages';

/** Size of GET /ticket-notes/list. */
export const TICKET_NOTE_LIST_MAX = 500;
export const TICKET_NOTE_MESSAGES = {
  added: 'Observação adicionada com sucesso!',
  deleted: 'Observação excluída com sucesso!',
  notFound: 'Observação não encontrada',
  wrongContact: 'O contato não é o do ticket',
  filterRequired: 'Informe ticketId ou contactId',
} as const;

const id = z.coerce.number({ error: requiredError }).int(V.invalidValue).positive(V.invalidValue);
/** A query-string id where '' (the client's blank filter) means absent. */
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());

/** POST /ticket-notes (spec 1 §5: note required, at least 2 characters). */
export const ticketNoteCreateSchema = z.object({
  note: requiredText(2, 10_000),
  ticketId: id,
  contactId: id,
});
export type TicketNoteCreateInput = z.input<typeof ticketNoteCreateSchema>;
export type TicketNoteCreateData = z.output<typeof ticketNoteCreateSchema>;

/** GET /ticket-notes/list: one ticket's notes, or a contact's across its tickets. */
export const ticketNoteListQuery = z
  .object({ ticketId: optionalId, contactId: optionalId })
  .refine((q) => q.ticketId !== undefined || q.contactId !== undefined, {
    message: TICKET_NOTE_MESSAGES.filterRequired,
    path: ['ticketId'],
  });
export type TicketNoteListQuery = z.output<typeof ticketNoteListQuery>;

export interface TicketNoteDTO {
  id: number;
  note: string;
  ticketId: number;
  contactId: number;
  userId: number | null;
  user: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
}
