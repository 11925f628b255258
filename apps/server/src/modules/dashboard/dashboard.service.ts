import {
  isAdminProfile,
  type DashboardChartQuery,
  type DashboardDTO,
  type DashboardQuery,
  type TicketsDayDTO,
  type TicketsUsersDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { forbidden } from '../../http/app-error';
import { settingValue } from '../settings/setting-value';
import * as repo from './dashboard-figures.repo';
import { rebuildRollups, rollupZone } from './dashboard-rollups.repo';
import type { Scope } from './dashboard.repo';
import { resolvePeriod, type Period } from './period';

/**
 * Admins see the whole company; supervisors the cycles of their queues (issue 13); other
 * profiles are refused.
 */
export function scopeOf(ctx: Ctx): Scope {
  if (isAdminProfile(ctx.user.profile)) return { companyId: ctx.companyId, queueIds: null };
  if (ctx.user.profile.toLowerCase() === 'supervisor') {
    return { companyId: ctx.companyId, queueIds: ctx.user.queueIds };
  }
  throw forbidden();
}

/** The company's time zone setting (default America/Sao_Paulo). */
export const companyTimeZone = (ctx: Ctx) => settingValue(ctx.db, ctx.companyId, 'timezone');

/**
 * The company's time zone, its rollups' days made to be days of it first: the first read after
 * the setting changed rebuilds them (decision 0107).
 */
async function rolledUpTimeZone(ctx: Ctx): Promise<string> {
  const [timeZone, rolledIn] = await Promise.all([
    companyTimeZone(ctx),
    rollupZone(ctx.db, ctx.companyId),
  ]);
  if (rolledIn !== undefined && rolledIn !== timeZone) {
    await rebuildRollups(ctx.db, ctx.companyId, timeZone);
  }
  return timeZone;
}

const zeroIfNull = (v: number | null) => v ?? 0;

/** GET /dashboard: counters, attendants and clients of the period. */
export async function dashboard(ctx: Ctx, q: DashboardQuery): Promise<DashboardDTO> {
  const scope = scopeOf(ctx);
  const period = resolvePeriod(
    { days: q.days, from: q.date_from, to: q.date_to },
    ctx.clock.now(),
    await rolledUpTimeZone(ctx),
  );
  const [c, people, customers] = await Promise.all([
    repo.counters(ctx.db, scope, period),
    repo.attendants(ctx.db, scope, period),
    repo.clients(ctx.db, scope, period),
  ]);
  return {
    period,
    counters: {
      ...c,
      avgSupportTime: zeroIfNull(c.avgSupportTime),
      avgWaitTime: zeroIfNull(c.avgWaitTime),
    },
    attendants: people.map((a) => ({
      ...a,
      rating: zeroIfNull(a.rating),
      avgSupportTime: zeroIfNull(a.avgSupportTime),
    })),
    clients: customers.map((cl) => ({ ...cl, avgSupportTime: zeroIfNull(cl.avgSupportTime) })),
  };
}

async function chartPeriod(ctx: Ctx, q: DashboardChartQuery): Promise<Period> {
  return resolvePeriod(
    { from: q.initialDate, to: q.finalDate },
    ctx.clock.now(),
    await rolledUpTimeZone(ctx),
    { from: 'initialDate', to: 'finalDate' },
  );
}

/** GET /dashboard/ticketsUsers: cycles finished per attendant. */
export async function ticketsUsers(ctx: Ctx, q: DashboardChartQuery): Promise<TicketsUsersDTO> {
  const scope = scopeOf(ctx);
  const rows = await repo.finishedByUser(ctx.db, scope, await chartPeriod(ctx, q));
  return { data: rows.map((r) => ({ ...r, nome: r.nome ?? 'Sem atendente' })) };
}

/** GET /dashboard/ticketsDay: cycles finished per hour of one day, or per day of a longer period. */
export async function ticketsDay(ctx: Ctx, q: DashboardChartQuery): Promise<TicketsDayDTO> {
  const scope = scopeOf(ctx);
  const period = await chartPeriod(ctx, q);
  const byHour = period.from === period.to;
  const rows = await repo.finishedBySlot(ctx.db, scope, period, byHour);
  const data = rows.map((r) =>
    byHour ? { horario: r.slot, total: r.total } : { data: r.slot, total: r.total },
  );
  return { data, count: rows.reduce((sum, r) => sum + r.total, 0) };
}
