import type { ReportKind, ReportSummaryRow, ReportTicketsPage } from '@atende/shared';
import { api } from '../../lib/api-client';
import type { QueryParams } from '../../lib/api-url';

/** The filters as the page holds them: '' means no filter. */
export interface ReportFilterState {
  date_from: string;
  date_to: string;
  queueId: string;
  userId: string;
  tagId: string;
  whatsappId: string;
  status: string;
  rating: string;
}

/** The filters with a value, as query parameters. */
export const filterParams = (f: ReportFilterState): QueryParams =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));

export const reportsApi = {
  tickets: (f: ReportFilterState, cursor: number | undefined) =>
    api.get<ReportTicketsPage>('/reports/tickets', { params: { ...filterParams(f), cursor } }),
  summary: (kind: Exclude<ReportKind, 'tickets'>, f: ReportFilterState) =>
    api.get<{ rows: ReportSummaryRow[] }>(`/reports/${kind}`, { params: filterParams(f) }),
};
