import {
  REPORT_PAGE_SIZE,
  type ReportFilters,
  type ReportTicketRow,
  type ReportTicketsPage,
  type ReportTicketsQuery,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { invalid } from '../../http/app-error';
import type { Scope } from '../dashboard/dashboard.repo';
import { companyTimeZone, scopeOf } from '../dashboard/dashboard.service';
import { resolvePeriod, type Period } from '../dashboard/period';
import * as repo from './reports.repo';

const NOT_FOUND: Record<repo.RefField, string> = {
  queueId: 'Fila não encontrada',
  userId: 'Usuário não encontrado',
  tagId: 'Tag não encontrada',
  whatsappId: 'Conexão não encontrada',
};

/** What every report needs: who sees what, the period, and filters checked against the company. */
export interface ReportRun {
  scope: Scope;
  period: Period;
  filters: ReportFilters;
}

/**
 * Admins and supervisors (their queues only). Every id in a filter must be the company's, and a
 * supervisor's queue filter one of their queues: otherwise 400 naming the field, the same for
 * a foreign id as for one that does not exist.
 */
export async function prepare(ctx: Ctx, filters: ReportFilters): Promise<ReportRun> {
  const scope = scopeOf(ctx);
  for (const field of Object.keys(NOT_FOUND) as repo.RefField[]) {
    const id = filters[field];
    if (id === undefined) continue;
    const outside = field === 'queueId' && scope.queueIds && !scope.queueIds.includes(id);
    if (outside || !(await repo.refExists(ctx.db, ctx.companyId, field, id))) {
      throw invalid({ [field]: NOT_FOUND[field] });
    }
  }
  const period = resolvePeriod(
    { from: filters.date_from, to: filters.date_to },
    ctx.clock.now(),
    await companyTimeZone(ctx),
  );
  return { scope, period, filters };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toTicketRow(r: repo.TicketRowRaw): ReportTicketRow {
  return {
    ...r,
    queuedAt: iso(r.queuedAt),
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
  };
}

/** GET /reports/tickets: one page of cycles, newest first. */
export async function ticketsPage(ctx: Ctx, q: ReportTicketsQuery): Promise<ReportTicketsPage> {
  const { cursor, ...filters } = q;
  const run = await prepare(ctx, filters);
  const rows = await repo.ticketRows(
    ctx.db,
    run.scope,
    run.filters,
    run.period,
    cursor,
    REPORT_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, REPORT_PAGE_SIZE).map(toTicketRow);
  const hasMore = rows.length > REPORT_PAGE_SIZE;
  return {
    rows: page,
    hasMore,
    nextCursor: hasMore ? page[page.length - 1]!.id : null,
    timeZone: run.period.timeZone,
  };
}

/** GET /reports/attendants and /reports/queues. */
export async function summary(ctx: Ctx, filters: ReportFilters, by: 'user' | 'queue') {
  const run = await prepare(ctx, filters);
  return { rows: await repo.summary(ctx.db, run.scope, run.filters, run.period, by) };
}
