import type {
  KanbanBoardLaneDTO,
  KanbanCardCreateInput,
  KanbanCardDTO,
  KanbanCardUpdateInput,
  KanbanLaneDTO,
  KanbanLaneUpdateInput,
} from '@atende/shared';
import { api } from '../../lib/api-client';

/** The admin's filters (spec 3 §6); absent means all. */
export interface KanbanFilters {
  queueId?: number;
  tagId?: number;
  contactId?: number;
}

/** Spec 3 §7 Kanban. */
export const kanbanApi = {
  board: (f: KanbanFilters) =>
    api
      .get<{ lanes: KanbanBoardLaneDTO[] }>('/kanban', {
        params: {
          ...(f.queueId ? { queueIds: JSON.stringify([f.queueId]) } : {}),
          ...(f.tagId ? { tagId: f.tagId } : {}),
          ...(f.contactId ? { contactId: f.contactId } : {}),
        },
      })
      .then((b) => b.lanes),
  createLane: (name: string) => api.post<KanbanLaneDTO>('/kanban/lane', { name }),
  updateLane: (id: number, body: KanbanLaneUpdateInput) =>
    api.put<KanbanLaneDTO>(`/kanban/lane/${id}`, body),
  removeLane: (id: number) => api.delete(`/kanban/lane/${id}`),
  createCard: (body: KanbanCardCreateInput) => api.post<KanbanCardDTO>('/kanban', body),
  updateCard: (id: number, body: KanbanCardUpdateInput) =>
    api.put<KanbanCardDTO>(`/kanban/${id}`, body),
  removeCard: (id: number) => api.delete(`/kanban/${id}`),
};
