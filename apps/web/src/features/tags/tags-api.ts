import type {
  TagChangeInput,
  TagCreateInput,
  TagDTO,
  TagListItemDTO,
  TicketDTO,
  TagsPage,
  TagUpdateInput,
} from '@atende/shared';
import { api } from '../../lib/api-client';

/** The Tags page's and the chat tag editor's calls (spec 2 §7, spec 1 §7 tags). */
export const tagsApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<TagsPage>('/tags', { params: { searchParam, pageNumber } }),
  /** Every tag of the company, for the chat's tag editor. */
  listAll: () => api.get<TagDTO[]>('/tags/list'),
  get: (id: number) => api.get<TagListItemDTO>(`/tags/${id}`),
  create: (body: TagCreateInput) => api.post<TagDTO>('/tags', body),
  update: (id: number, body: TagUpdateInput) => api.put<TagDTO>(`/tags/${id}`, body),
  remove: (id: number) => api.delete(`/tags/${id}`),
  /** Adds and removes tags, keeping the ticket's others as they are on the server. */
  change: (ticketId: number, body: TagChangeInput) =>
    api.patch<{ ticket: TicketDTO }>(`/tickets/${ticketId}/tags`, body),
};
