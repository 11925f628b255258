import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bounds, inScope, rolledMinutes as minutes, rowsOf, type Scope } from './dashboard.repo';
import type { Period } from './period';

/*
 * The dashboard's figures (decision 0080) read from the daily rollups (decision 0107): a
 * period is whole company days and the rollups' days are the company's, kept live by the
 * cycle writes, so the finished cycles of every day of it, today included, come from them.
 * Only what is not about finished cycles is read from the raw rows: the cycles in progress,
 * new contacts, and the per-hour chart of one day.
 */

/** The rollup rows (alias r) of the period's days in the scope's queues. */
const daysOf = (scope: Scope, p: Period) =>
  sql`r.company_id = ${scope.companyId} and r.day between ${p.from}::date and ${p.to}::date
    and ${inScope(scope, sql`r.queue_id`)}`;

/**
 * The counters: conversations begun in the period still in progress (taken or waiting; raw,
 * counted in one pass of ticket_trackings_live without reading the table), cycles finished in
 * it with their mean service and waiting minutes (rollups), and new contacts
 * (contacts_company_created).
 */
export async function counters(db: Executor, scope: Scope, p: Period) {
  const { lo, hi } = bounds(p);
  const leadsScope = scope.queueIds
    ? sql`and exists (select 1 from ticket_trackings tt where tt.company_id = c.company_id
        and tt.contact_id = c.id and ${inScope(scope)})`
    : sql``;
  const [row] = await rowsOf<{
    supportHappening: number;
    supportPending: number;
    supportFinished: number;
    avgSupportTime: number | null;
    avgWaitTime: number | null;
    leads: number;
  }>(
    db,
    sql`with live as (
      select count(tt.started_at)::int as happening,
        (count(*) - count(tt.started_at))::int as pending
      from ticket_trackings tt
      where tt.company_id = ${scope.companyId} and tt.finished_at is null
        and tt.queued_at >= ${lo} and tt.queued_at < ${hi} and ${inScope(scope)}
    ), done as (
      select coalesce(sum(r.finished), 0)::int as finished,
        ${minutes('r.support_us', 'r.support_count')} as support,
        ${minutes('r.wait_us', 'r.wait_count')} as wait
      from dashboard_day_totals r where ${daysOf(scope, p)}
    )
    select live.happening as "supportHappening", live.pending as "supportPending",
      done.finished as "supportFinished", done.support as "avgSupportTime",
      done.wait as "avgWaitTime",
      (select count(*) from contacts c where c.company_id = ${scope.companyId}
        and c.created_at >= ${lo} and c.created_at < ${hi} ${leadsScope})::int as "leads"
    from live, done`,
  );
  return row!;
}

/**
 * Every attendant in scope (supervisors: members of their queues) with what it finished in the
 * period and its mean rating (rollups), and what it holds now (raw, from ticket_trackings_live).
 * Bounded anyway.
 */
export async function attendants(db: Executor, scope: Scope, p: Period) {
  const members = scope.queueIds
    ? sql`and u.id in (select uq.user_id from user_queues uq where ${inScope(scope, sql`uq.queue_id`)})`
    : sql``;
  return rowsOf<{
    id: number;
    name: string;
    online: boolean;
    tickets: number;
    avgSupportTime: number | null;
    rating: number | null;
    live: number;
  }>(
    db,
    sql`select u.id, u.name, u.online,
        coalesce(d.tickets, 0)::int as tickets, d.avg_support as "avgSupportTime",
        d.rating, coalesce(l.live, 0)::int as live
      from users u
      left join (
        select r.user_id, sum(r.finished) as tickets,
          ${minutes('r.support_us', 'r.support_count')} as avg_support,
          round(sum(r.rating_sum)::numeric / nullif(sum(r.rating_count), 0), 1)::float8 as rating
        from dashboard_day_totals r
        where ${daysOf(scope, p)} and r.user_id <> 0
        group by r.user_id
      ) d on d.user_id = u.id
      left join (
        select tt.user_id, count(*) as live from ticket_trackings tt
        where tt.company_id = ${scope.companyId} and tt.finished_at is null
          and tt.started_at is not null and ${inScope(scope)}
        group by tt.user_id
      ) l on l.user_id = u.id
      where u.company_id = ${scope.companyId} ${members}
      order by u.name, u.id
      limit 500`,
  );
}

/**
 * The ten contacts with most cycles finished in the period, and their mean service minutes.
 * Most contacts of a month have one cycle, so the period holds about as many contact rows as
 * cycles: they are ranked on the count alone (dashboard_day_contacts_day_finished, no table
 * read), and only the ten kept have their means summed (dashboard_day_contacts_contact).
 */
export async function clients(db: Executor, scope: Scope, p: Period) {
  return rowsOf<{
    contactId: number;
    clientName: string;
    totalTickets: number;
    avgSupportTime: number | null;
  }>(
    db,
    sql`with top as (
        select r.contact_id, sum(r.finished) as total
        from dashboard_day_contacts r
        where ${daysOf(scope, p)}
        group by r.contact_id
        order by sum(r.finished) desc, r.contact_id
        limit 10
      )
      select c.id as "contactId", c.name as "clientName", top.total::int as "totalTickets",
        (select ${minutes('r.support_us', 'r.support_count')}
          from dashboard_day_contacts r
          where ${daysOf(scope, p)} and r.contact_id = top.contact_id) as "avgSupportTime"
      from top
      join contacts c on c.company_id = ${scope.companyId} and c.id = top.contact_id
      order by top.total desc, c.name, c.id`,
  );
}

/** Cycles finished in the period per attendant (none: 'Sem atendente'), most first. */
export async function finishedByUser(db: Executor, scope: Scope, p: Period) {
  return rowsOf<{ userId: number | null; nome: string | null; quantidade: number }>(
    db,
    sql`select d.user_id as "userId", u.name as nome, d.total::int as quantidade
      from (
        select nullif(r.user_id, 0) as user_id, sum(r.finished) as total
        from dashboard_day_totals r
        where ${daysOf(scope, p)}
        group by r.user_id
      ) d
      left join users u on u.company_id = ${scope.companyId} and u.id = d.user_id
      order by d.total desc, u.name nulls last
      limit 500`,
  );
}

/**
 * Cycles finished in the period per company day (YYYY-MM-DD, rollups) or, for one day, per
 * hour (HH, raw: the rollups hold no hours).
 */
export async function finishedBySlot(db: Executor, scope: Scope, p: Period, byHour: boolean) {
  if (!byHour) {
    return rowsOf<{ slot: string; total: number }>(
      db,
      sql`select to_char(r.day, 'YYYY-MM-DD') as slot, sum(r.finished)::int as total
        from dashboard_day_totals r
        where ${daysOf(scope, p)}
        group by r.day order by r.day`,
    );
  }
  const { lo, hi } = bounds(p);
  return rowsOf<{ slot: string; total: number }>(
    db,
    sql`select to_char(tt.finished_at at time zone ${p.timeZone}, 'HH24') as slot,
        count(*)::int as total
      from ticket_trackings tt
      where tt.company_id = ${scope.companyId}
        and tt.finished_at >= ${lo} and tt.finished_at < ${hi} and ${inScope(scope)}
      group by 1 order by 1`,
  );
}
