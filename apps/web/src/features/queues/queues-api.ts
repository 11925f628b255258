import type {
  QueueCreateInput,
  QueueDTO,
  QueueOptionCreateInput,
  QueueOptionDTO,
  QueueOptionUpdateInput,
  QueueUpdateInput,
} from '@atende/shared';
import { api } from '../../lib/api-client';

/** The Queues page's calls (spec 2 §7 Queues and Queue options). */
export const queuesApi = {
  list: () => api.get<QueueDTO[]>('/queue'),
  get: (id: number) => api.get<QueueDTO>(`/queue/${id}`),
  create: (body: QueueCreateInput) => api.post<QueueDTO>('/queue', body),
  update: (id: number, body: QueueUpdateInput) => api.put<QueueDTO>(`/queue/${id}`, body),
  remove: (id: number) => api.delete(`/queue/${id}`),
  /** The queue's whole menu: the roots, each with its children nested. */
  options: (queueId: number) =>
    api.get<QueueOptionDTO[]>('/queue-options', { params: { queueId, parentId: -1 } }),
  addOption: (body: QueueOptionCreateInput) => api.post<QueueOptionDTO>('/queue-options', body),
  updateOption: (id: number, body: QueueOptionUpdateInput) =>
    api.put<QueueOptionDTO>(`/queue-options/${id}`, body),
  removeOption: (id: number) => api.delete(`/queue-options/${id}`),
};
