import type { DashboardDTO, TicketsDayDTO, TicketsUsersDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

/** What the page asks for: the last `days` days, or a range of company days. */
export type DashboardPeriod = { days: number } | { from: string; to: string } | null;

/** null: the server's default, the first day of this month to today. */
const rangeOf = (p: DashboardPeriod) =>
  !p ? {} : 'days' in p ? { days: p.days } : { date_from: p.from, date_to: p.to };

/** Spec 1 §7 dashboard calls. */
export const dashboardApi = {
  summary: (p: DashboardPeriod) => api.get<DashboardDTO>('/dashboard', { params: rangeOf(p) }),
  ticketsUsers: (from: string, to: string) =>
    api.get<TicketsUsersDTO>('/dashboard/ticketsUsers', {
      params: { initialDate: from, finalDate: to },
    }),
  ticketsDay: (from: string, to: string) =>
    api.get<TicketsDayDTO>('/dashboard/ticketsDay', {
      params: { initialDate: from, finalDate: to },
    }),
};
