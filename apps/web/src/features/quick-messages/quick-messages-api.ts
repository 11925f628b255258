import type { QuickMessageDTO, QuickMessageInput } from '@atende/shared';
import { api } from '../../lib/api-client';

export interface QuickMessagesPage {
  records: QuickMessageDTO[];
  hasMore: boolean;
}

/** Spec 2 §7 quick messages. */
export const quickMessagesApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<QuickMessagesPage>('/quick-messages', { params: { searchParam, pageNumber } }),
  /** Everything the chat's '/' suggestions may offer. */
  listAll: () => api.get<QuickMessageDTO[]>('/quick-messages/list'),
  create: (body: QuickMessageInput) => api.post<QuickMessageDTO>('/quick-messages', body),
  update: (id: number, body: QuickMessageInput) =>
    api.put<QuickMessageDTO>(`/quick-messages/${id}`, body),
  remove: (id: number) => api.delete(`/quick-messages/${id}`),
  uploadMedia: (id: number, file: File) => {
    const form = new FormData();
    form.append('typeArch', 'quickMessage');
    form.append('file', file);
    return api.post<QuickMessageDTO>(`/quick-messages/${id}/media-upload`, form);
  },
  removeMedia: (id: number) => api.delete<QuickMessageDTO>(`/quick-messages/${id}/media-upload`),
};
