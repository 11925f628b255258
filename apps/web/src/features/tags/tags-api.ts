import type {
  TagCreateInput,
  TagDTO,
  TagListItemDTO,
  TagsPage,
  TagUpdateInput,
} from '@atende/shared';
import { api } from '../../lib/api-client';

/** The Tags page's calls (spec 2 §7). */
export const tagsPageApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<TagsPage>('/tags', { params: { searchParam, pageNumber } }),
  get: (id: number) => api.get<TagListItemDTO>(`/tags/${id}`),
  create: (body: TagCreateInput) => api.post<TagDTO>('/tags', body),
  update: (id: number, body: TagUpdateInput) => api.put<TagDTO>(`/tags/${id}`, body),
  remove: (id: number) => api.delete(`/tags/${id}`),
};
