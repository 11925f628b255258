import type { CompanyDetailDTO, SettingDTO, WeeklyHours } from '@atende/shared';
import { api } from '../../lib/api-client';

export const settingsApi = {
  list: () => api.get<SettingDTO[]>('/settings'),
  update: (key: string, value: string) => api.put<SettingDTO>(`/settings/${key}`, { value }),
  company: (id: number) => api.get<CompanyDetailDTO>(`/companies/${id}`),
  saveSchedules: (id: number, schedules: WeeklyHours[]) =>
    api.put<CompanyDetailDTO>(`/companies/${id}/schedules`, { id, schedules }),
};
