import type { HelpDTO, HelpInput } from '@atende/shared';
import { api } from '../../lib/api-client';

/** Help videos (spec 2 §7 helps): every user reads, super users write. */
export const helpsApi = {
  list: () => api.get<HelpDTO[]>('/helps/list'),
  create: (body: HelpInput) => api.post<HelpDTO>('/helps', body),
  update: (id: number, body: HelpInput) => api.put<HelpDTO>(`/helps/${id}`, body),
  remove: (id: number) => api.delete(`/helps/${id}`),
};

export const HELPS_KEY = ['helps', 'list'] as const;
