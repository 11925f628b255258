import type {
  CampaignDTO,
  CampaignVariable,
  CampaignInput,
  CampaignReportDTO,
  ContactListDTO,
  TagDTO,
} from '@atende/shared';
import { api } from '../../lib/api-client';
import { fetchMediaBlob } from '../chat/chat-api';

export interface CampaignsPage {
  records: CampaignDTO[];
  hasMore: boolean;
}

/** The saved settings as the server lists them: one { key, value } row each. */
export type CampaignSettingRows = Array<{ key: string; value: string }>;

/** The custom variables among the saved settings (their value is JSON). */
export function savedVariables(rows: CampaignSettingRows): CampaignVariable[] {
  const saved = rows.find((s) => s.key === 'variables')?.value;
  return saved ? (JSON.parse(saved) as CampaignVariable[]) : [];
}

/** Spec 3 §7 campaigns and campaign settings, plus the report's figures. */
export const campaignsApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<CampaignsPage>('/campaigns', { params: { searchParam, pageNumber } }),
  create: (body: CampaignInput) => api.post<CampaignDTO>('/campaigns', body),
  update: (id: number, body: CampaignInput) => api.put<CampaignDTO>(`/campaigns/${id}`, body),
  remove: (id: number) => api.delete(`/campaigns/${id}`),
  cancel: (id: number) => api.post<CampaignDTO>(`/campaigns/${id}/cancel`),
  restart: (id: number) => api.post<CampaignDTO>(`/campaigns/${id}/restart`),
  report: (id: number) => api.get<CampaignReportDTO>(`/campaigns/${id}/report`),
  /** Every recipient's outcome as a spreadsheet. */
  reportCsv: (id: number) => fetchMediaBlob(`/api/campaigns/${id}/report.csv`),
  uploadMedia: (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<CampaignDTO>(`/campaigns/${id}/media-upload`, form);
  },
  removeMedia: (id: number) => api.delete<CampaignDTO>(`/campaigns/${id}/media-upload`),
  settings: () => api.get<CampaignSettingRows>('/campaign-settings'),
  saveSettings: (settings: object) => api.post('/campaign-settings', { settings }),
  /** The pickers of the form. Contact lists answer once their module is there. */
  contactLists: () =>
    api.get<ContactListDTO[]>('/contact-lists/list').catch(() => [] as ContactListDTO[]),
  tags: () => api.get<TagDTO[]>('/tags/list'),
};
