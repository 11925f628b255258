import type { AnnouncementDTO, AnnouncementInput, AnnouncementsPageDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

/** Spec 3 §7 Announcements, plus the active list of the top bar. */
export const announcementsApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<AnnouncementsPageDTO>('/announcements', { params: { searchParam, pageNumber } }),
  active: () => api.get<AnnouncementDTO[]>('/announcements/active'),
  create: (body: AnnouncementInput) => api.post<AnnouncementDTO>('/announcements', body),
  update: (id: number, body: AnnouncementInput) =>
    api.put<AnnouncementDTO>(`/announcements/${id}`, body),
  remove: (id: number) => api.delete(`/announcements/${id}`),
  uploadImage: (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<AnnouncementDTO>(`/announcements/${id}/media-upload`, form);
  },
  removeImage: (id: number) => api.delete<AnnouncementDTO>(`/announcements/${id}/media-upload`),
};
