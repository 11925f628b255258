import type { NotifyDTO, NotifyUserDTO, NotifyUserInput, WeeklyHours } from '@atende/shared';
import { api } from '../../lib/api-client';

export const notifyApi = {
  get: () => api.get<NotifyDTO>('/notify/'),
  create: (body: NotifyUserInput) => api.post<NotifyUserDTO>('/notify/user', body),
  update: (id: number, body: NotifyUserInput) => api.put<NotifyUserDTO>(`/notify/user/${id}`, body),
  remove: (id: number) => api.delete(`/notify/user/${id}`),
  /** Spec 2 §4: update when hours already exist, else create. */
  saveHours: (schedules: WeeklyHours[], exist: boolean) =>
    exist ? api.put('/notify/time/', { schedules }) : api.post('/notify/time/', { schedules }),
};
