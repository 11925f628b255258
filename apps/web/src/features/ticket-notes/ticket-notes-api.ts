import type { TicketNoteDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

/** The contact drawer's ticket notes (spec 1 §7 ticket-notes). */
export const ticketNotesApi = {
  list: (ticketId: number, contactId: number) =>
    api.get<TicketNoteDTO[]>('/ticket-notes/list', { params: { ticketId, contactId } }),
  create: (body: { note: string; ticketId: number; contactId: number }) =>
    api.post<TicketNoteDTO>('/ticket-notes', body),
  remove: (id: number) => api.delete(`/ticket-notes/${id}`),
};
