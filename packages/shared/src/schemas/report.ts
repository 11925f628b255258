import { z } from 'zod';
import { idParam } from './common';
import {
  DASHBOARD_MESSAGES,
  dayParam,
  daysBetween,
  MAX_PERIOD_DAYS,
  strictQuery,
} from './dashboard';

export const REPORT_STATUSES = ['pending', 'open', 'closed'] as const;
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** Rows of the tickets report per page on screen. */
export const REPORT_PAGE_SIZE = 50;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blank, idParam.optional());

/** The filters every report shares: the period (company days) and what the cycles must match. */
const reportFilters = {
  date_from: dayParam,
  date_to: dayParam,
  queueId: optionalId,
  userId: optionalId,
  tagId: optionalId,
  whatsappId: optionalId,
  status: z.preprocess(
    blank,
    z.enum(REPORT_STATUSES, { error: 'Status inválido: use pending, open ou closed' }).optional(),
  ),
  /** 1-3 as the customer answered, or 'none' for cycles never rated. */
  rating: z.preprocess(
    blank,
    z
      .enum(['1', '2', '3', 'none'], { error: 'Avaliação inválida: use 1, 2, 3 ou none' })
      .optional(),
  ),
};

function checkPeriod(q: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx) {
  if (!q.date_from || !q.date_to) return;
  const span = daysBetween(q.date_from, q.date_to);
  if (span < 0)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: DASHBOARD_MESSAGES.endBeforeStart });
  else if (span >= MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: DASHBOARD_MESSAGES.tooLong });
}

/** GET /reports/tickets: one page of cycles, newest first, after the cursor of the last page. */
export const reportTicketsQuery = strictQuery({
  ...reportFilters,
  cursor: optionalId,
}).superRefine(checkPeriod);
export type ReportTicketsQuery = z.infer<typeof reportTicketsQuery>;

/** GET /reports/attendants and /reports/queues. */
export const reportSummaryQuery = strictQuery(reportFilters).superRefine(checkPeriod);
export type ReportFilters = z.infer<typeof reportSummaryQuery>;

/** GET /reports/{kind}/export: the same filters plus the file format. */
export const reportExportQuery = strictQuery({
  ...reportFilters,
  format: z.enum(REPORT_FORMATS, { error: 'Formato inválido: use csv ou xlsx' }),
}).superRefine(checkPeriod);
export const reportKindParams = z.object({
  kind: z.enum(['tickets', 'attendants', 'queues'], { error: 'Relatório desconhecido' }),
});
export type ReportKind = z.infer<typeof reportKindParams>['kind'];

/** One cycle of a ticket as the tickets report lists it (times in minutes, one decimal). */
export interface ReportTicketRow {
  id: number;
  ticketId: number;
  contactName: string;
  contactNumber: string;
  queueName: string | null;
  userName: string | null;
  connectionName: string;
  status: string;
  queuedAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  firstResponseMinutes: number | null;
  resolutionMinutes: number | null;
  rating: number | null;
}
export interface ReportTicketsPage {
  rows: ReportTicketRow[];
  hasMore: boolean;
  nextCursor: number | null;
  /** The company's zone, which the times are shown in (as in the exported files). */
  timeZone: string;
}
/** Volume, mean minutes to first response and to resolution, mean rating, per attendant or queue. */
export interface ReportSummaryRow {
  id: number | null;
  name: string;
  volume: number;
  finished: number;
  firstResponseMinutes: number | null;
  resolutionMinutes: number | null;
  rating: number | null;
}
