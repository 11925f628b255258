import type {
  MessageDTO,
  TagDTO,
  UserDTO,
  MessagesPage,
  TicketCreateData,
  TicketDTO,
  TicketsPage,
  TicketUpdateData,
} from '@atende/shared';
import { api } from '../../lib/api-client';
import { ticketListQuery, type TicketListParams } from './ticket-list-request';

export const ticketsApi = {
  list: (params: TicketListParams) =>
    api.get<TicketsPage>('/tickets', { params: ticketListQuery(params) }),
  get: (id: number) => api.get<TicketDTO>(`/tickets/${id}`),
  getByUuid: (uuid: string) => api.get<TicketDTO>(`/tickets/u/${uuid}`),
  create: (body: TicketCreateData) => api.post<TicketDTO>('/tickets', body),
  update: (id: number, body: TicketUpdateData) => api.put<TicketDTO>(`/tickets/${id}`, body),
  remove: (id: number) => api.delete(`/tickets/${id}`),
};

export const messagesApi = {
  page: (ticketId: number, pageNumber: number) =>
    api.get<MessagesPage>(`/messages/${ticketId}`, { params: { pageNumber } }),
  /**
   * The contact's story on the ticket's connection (earlier conversations too), newest page
   * first, each older page from just before `before`. markRead false: a read-only look.
   */
  conversation: (ticketId: number, opts: { before?: number; markRead: boolean }) =>
    api.get<MessagesPage>(`/messages/${ticketId}`, {
      params: {
        history: 'contact',
        before: opts.before,
        markRead: opts.markRead ? undefined : false,
      },
    }),
  send: (ticketId: number, body: { body: string; quotedMsg?: { id: number } }) =>
    api.post<{ messages: MessageDTO[] }>(`/messages/${ticketId}`, {
      ...body,
      fromMe: true,
      read: true,
    }),
  /** Multipart: files in `medias`, an optional caption in `body`, a reply in `quotedMsgId`. */
  sendMedia: (ticketId: number, form: FormData) =>
    api.post<{ messages: MessageDTO[] }>(`/messages/${ticketId}`, form),
  remove: (messageId: number) => api.delete(`/messages/${messageId}`),
};

/** Options of the ticket manager's search filters. */
export const ticketFiltersApi = {
  tags: () => api.get<TagDTO[]>('/tags/list'),
  users: () => api.get<UserDTO[]>('/users/list'),
};
