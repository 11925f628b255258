import type { ScheduleDTO, ScheduleInput, SchedulesPageDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

/** At most this many pages (of 100) are read for one calendar range. */
const MAX_PAGES = 20;

/** Spec 3 §7 schedules. */
export const schedulesApi = {
  page: (params: { searchParam: string; pageNumber: number; start?: string; end?: string }) =>
    api.get<SchedulesPageDTO>('/schedules', { params }),
  /** Every schedule whose sendAt falls in [start, end), page after page (bounded). */
  async range(searchParam: string, start: Date, end: Date) {
    const all: ScheduleDTO[] = [];
    for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
      const page = await schedulesApi.page({
        searchParam,
        pageNumber,
        start: start.toISOString(),
        end: end.toISOString(),
      });
      all.push(...page.schedules);
      if (!page.hasMore) break;
    }
    return all;
  },
  create: (body: ScheduleInput) => api.post<ScheduleDTO>('/schedules', body),
  update: (id: number, body: ScheduleInput) => api.put<ScheduleDTO>(`/schedules/${id}`, body),
  remove: (id: number) => api.delete(`/schedules/${id}`),
  uploadMedia: (id: number, file: File) => {
    const form = new FormData();
    form.append('typeArch', 'schedule');
    form.append('file', file);
    return api.post<ScheduleDTO>(`/schedules/${id}/media-upload`, form);
  },
  removeMedia: (id: number) => api.delete<ScheduleDTO>(`/schedules/${id}/media-upload`),
};
