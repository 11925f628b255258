import type { TicketNoteDTO } from '@atende/shared';
import type { NoteWithAuthor } from './ticket-notes.repo';

export function toTicketNoteDTO({ note, authorName }: NoteWithAuthor): TicketNoteDTO {
  return {
    id: note.id,
    note: note.note,
    ticketId: note.ticketId,
    contactId: note.contactId,
    userId: note.userId,
    user:
      note.userId !== null && authorName !== null ? { id: note.userId, name: authorName } : null,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
