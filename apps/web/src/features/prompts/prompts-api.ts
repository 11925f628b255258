import type { PromptDTO, PromptInput } from '@atende/shared';
import { api } from '../../lib/api-client';

export interface PromptsPage {
  prompts: PromptDTO[];
  hasMore: boolean;
}

/** Spec 3 §7 Prompts. */
export const promptsApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<PromptsPage>('/prompt', { params: { searchParam, pageNumber } }),
  create: (body: PromptInput) => api.post<PromptDTO>('/prompt', body),
  update: (id: number, body: PromptInput) => api.put<PromptDTO>(`/prompt/${id}`, body),
  remove: (id: number) => api.delete(`/prompt/${id}`),
};
