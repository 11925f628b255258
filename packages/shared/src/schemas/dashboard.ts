import { z } from 'zod';
import { isCalendarDate } from './common';

/** The longest period the dashboard and the reports aggregate at once. */
export const MAX_PERIOD_DAYS = 366;
/** The period picker's choices (spec 1 §2: last 3, 7, 15, 30, 60 or 90 days). */
export const DASHBOARD_DAYS = [3, 7, 15, 30, 60, 90] as const;

export const DASHBOARD_MESSAGES = {
  unknownFilter: (keys: string[]) => `Filtro desconhecido: ${keys.join(', ')}`,
  invalidDate: 'Data inválida: use AAAA-MM-DD',
  invalidDays: `Use um número de dias entre 1 e ${MAX_PERIOD_DAYS}`,
  endBeforeStart: 'A data final é anterior à inicial',
  tooLong: `Período maior que ${MAX_PERIOD_DAYS} dias`,
  invalidTimeZone: 'Fuso horário desconhecido',
} as const;

/** Unknown query keys answer 400 naming them, in Portuguese. */
export const strictQuery = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (iss) =>
      iss.code === 'unrecognized_keys' ? DASHBOARD_MESSAGES.unknownFilter(iss.keys) : undefined,
  });

/** YYYY-MM-DD of a real day; blank means absent (the spec's client sends ''). */
export const dayParam = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().refine(isCalendarDate, DASHBOARD_MESSAGES.invalidDate).optional(),
);

/** Whole days from `from` to `to`, both YYYY-MM-DD (0 when the same day). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A closed range of days is valid when it runs forward and is not too long. */
function checkRange(from: string | undefined, to: string | undefined, ctx: z.RefinementCtx) {
  if (!from || !to) return;
  const span = daysBetween(from, to);
  if (span < 0)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: DASHBOARD_MESSAGES.endBeforeStart });
  else if (span >= MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: DASHBOARD_MESSAGES.tooLong });
}

/** The companyId the spec's client sends is accepted and ignored (the token says the company). */
const ignoredCompanyId = z.unknown().optional();

/** GET /dashboard: the last `days` days, or date_from..date_to (company days), else this month. */
export const dashboardQuery = strictQuery({
  days: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: DASHBOARD_MESSAGES.invalidDays })
      .int(DASHBOARD_MESSAGES.invalidDays)
      .min(1, DASHBOARD_MESSAGES.invalidDays)
      .max(MAX_PERIOD_DAYS, DASHBOARD_MESSAGES.invalidDays)
      .optional(),
  ),
  date_from: dayParam,
  date_to: dayParam,
  companyId: ignoredCompanyId,
}).superRefine((q, ctx) => checkRange(q.date_from, q.date_to, ctx));
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** GET /dashboard/ticketsUsers and /ticketsDay: initialDate..finalDate (company days). */
export const dashboardChartQuery = strictQuery({
  initialDate: dayParam,
  finalDate: dayParam,
  companyId: ignoredCompanyId,
}).superRefine((q, ctx) => {
  if (!q.initialDate || !q.finalDate) return;
  const span = daysBetween(q.initialDate, q.finalDate);
  if (span < 0)
    ctx.addIssue({
      code: 'custom',
      path: ['finalDate'],
      message: DASHBOARD_MESSAGES.endBeforeStart,
    });
  else if (span >= MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['finalDate'], message: DASHBOARD_MESSAGES.tooLong });
});
export type DashboardChartQuery = z.infer<typeof dashboardChartQuery>;

/** Whether the runtime (and so PostgreSQL's zone database) knows this IANA zone. */
export function isTimeZone(zone: string) {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface DashboardCounters {
  supportHappening: number;
  supportPending: number;
  supportFinished: number;
  /** Minutes, one decimal; 0 when nothing finished. */
  avgSupportTime: number;
  avgWaitTime: number;
  leads: number;
}
export interface DashboardAttendant {
  id: number;
  name: string;
  /** Mean customer rating (1-3) of the cycles it finished; 0 when none was rated. */
  rating: number;
  avgSupportTime: number;
  tickets: number;
  online: boolean;
  /** Conversations it holds right now. */
  live: number;
}
export interface DashboardClient {
  contactId: number;
  clientName: string;
  avgSupportTime: number;
  totalTickets: number;
}
export interface DashboardDTO {
  period: { from: string; to: string; timeZone: string };
  counters: DashboardCounters;
  attendants: DashboardAttendant[];
  clients: DashboardClient[];
}
export interface TicketsUsersDTO {
  data: { userId: number | null; nome: string; quantidade: number }[];
}
export interface TicketsDayDTO {
  data: ({ data: string; total: number } | { horario: string; total: number })[];
  count: number;
}
