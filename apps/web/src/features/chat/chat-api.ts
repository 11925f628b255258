import type { TagDTO, TicketDTO, TicketNoteDTO } from '@atende/shared';
import { api, ApiError } from '../../lib/api-client';
import { getToken } from '../../lib/session-storage';

/** The tag editor's calls (spec 1 §7 tags). */
export const tagsApi = {
  list: () => api.get<TagDTO[]>('/tags/list'),
  create: (name: string) => api.post<TagDTO>('/tags', { name }),
  /** The ticket's tags become exactly these. */
  sync: (ticketId: number, tags: { id: number }[]) =>
    api.post<{ ticket: TicketDTO }>('/tags/sync', {
      ticketId,
      tags: tags.map(({ id }) => ({ id })),
    }),
};

/** The contact drawer's ticket notes (spec 1 §7 ticket-notes). */
export const ticketNotesApi = {
  list: (ticketId: number, contactId: number) =>
    api.get<TicketNoteDTO[]>('/ticket-notes/list', { params: { ticketId, contactId } }),
  create: (body: { note: string; ticketId: number; contactId: number }) =>
    api.post<TicketNoteDTO>('/ticket-notes', body),
  remove: (id: number) => api.delete(`/ticket-notes/${id}`),
};

/**
 * A message's file as a blob: the media URL is same-origin but needs the bearer token, so it
 * cannot be a plain <img src>.
 */
export async function fetchMediaBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, 'ERR_WAPP_DOWNLOAD_MEDIA', '');
  return response.blob();
}
