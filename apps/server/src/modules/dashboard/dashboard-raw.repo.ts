import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bounds, inScope, meanMinutes as minutes, rowsOf, type Scope } from './dashboard.repo';
import type { Period } from './period';

/*
 * The dashboard's figures aggregated on read from the raw cycles (decision 0080), as they were
 * before the rollups (decision 0107): the reference the rollup reads must equal, in the tests
 * and as the bench's reference line.
 */

/**
 * The counters (decision 0080): conversations begun in the period still in progress (taken or
 * waiting), cycles finished in it with their mean service and waiting minutes, and new contacts.
 * Served by ticket_trackings_one_open, ticket_trackings_finished and contacts_company_created.
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
      select tt.started_at is not null as started from ticket_trackings tt
      where tt.company_id = ${scope.companyId} and tt.finished_at is null
        and tt.queued_at >= ${lo} and tt.queued_at < ${hi} and ${inScope(scope)}
    ), done as (
      select tt.first_queued_at, tt.first_started_at, tt.finished_at from ticket_trackings tt
      where tt.company_id = ${scope.companyId}
        and tt.finished_at >= ${lo} and tt.finished_at < ${hi} and ${inScope(scope)}
    )
    select
      (select count(*) filter (where started) from live)::int as "supportHappening",
      (select count(*) filter (where not started) from live)::int as "supportPending",
      (select count(*) from done)::int as "supportFinished",
      (select ${minutes('first_started_at', 'finished_at')} from done) as "avgSupportTime",
      (select ${minutes('first_queued_at', 'first_started_at')} from done) as "avgWaitTime",
      (select count(*) from contacts c where c.company_id = ${scope.companyId}
        and c.created_at >= ${lo} and c.created_at < ${hi} ${leadsScope})::int as "leads"`,
  );
  return row!;
}

/**
 * Every attendant in scope (supervisors: members of their queues) with what it finished in the
 * period, its mean rating and what it holds now. Users are few per company; bounded anyway.
 */
export async function attendants(db: Executor, scope: Scope, p: Period) {
  const { lo, hi } = bounds(p);
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
        select tt.user_id, count(*) as tickets,
          ${minutes('tt.first_started_at', 'tt.finished_at')} as avg_support,
          round(avg(tt.rating)::numeric, 1)::float8 as rating
        from ticket_trackings tt
        where tt.company_id = ${scope.companyId} and tt.user_id is not null
          and tt.finished_at >= ${lo} and tt.finished_at < ${hi} and ${inScope(scope)}
        group by tt.user_id
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

/** The ten contacts with most cycles finished in the period, and their mean service minutes. */
export async function clients(db: Executor, scope: Scope, p: Period) {
  const { lo, hi } = bounds(p);
  return rowsOf<{
    contactId: number;
    clientName: string;
    totalTickets: number;
    avgSupportTime: number | null;
  }>(
    db,
    sql`select c.id as "contactId", c.name as "clientName", d.total::int as "totalTickets",
        d.avg_support as "avgSupportTime"
      from (
        select tt.contact_id, count(*) as total,
          ${minutes('tt.first_started_at', 'tt.finished_at')} as avg_support
        from ticket_trackings tt
        where tt.company_id = ${scope.companyId}
          and tt.finished_at >= ${lo} and tt.finished_at < ${hi} and ${inScope(scope)}
        group by tt.contact_id
        order by count(*) desc, tt.contact_id
        limit 10
      ) d
      join contacts c on c.company_id = ${scope.companyId} and c.id = d.contact_id
      order by d.total desc, c.name, c.id`,
  );
}

/** Cycles finished in the period per attendant (none: 'Sem atendente'), most first. */
export async function finishedByUser(db: Executor, scope: Scope, p: Period) {
  const { lo, hi } = bounds(p);
  return rowsOf<{ userId: number | null; nome: string | null; quantidade: number }>(
    db,
    sql`select d.user_id as "userId", u.name as nome, d.total::int as quantidade
      from (
        select tt.user_id, count(*) as total from ticket_trackings tt
        where tt.company_id = ${scope.companyId}
          and tt.finished_at >= ${lo} and tt.finished_at < ${hi} and ${inScope(scope)}
        group by tt.user_id
      ) d
      left join users u on u.company_id = ${scope.companyId} and u.id = d.user_id
      order by d.total desc, u.name nulls last
      limit 500`,
  );
}

/** Cycles finished in the period per company day (YYYY-MM-DD) or, for one day, per hour (HH). */
export async function finishedBySlot(db: Executor, scope: Scope, p: Period, byHour: boolean) {
  const { lo, hi } = bounds(p);
  const format = byHour ? 'HH24' : 'YYYY-MM-DD';
  return rowsOf<{ slot: string; total: number }>(
    db,
    sql`select to_char(tt.finished_at at time zone ${p.timeZone}, ${format}) as slot,
        count(*)::int as total
      from ticket_trackings tt
      where tt.company_id = ${scope.companyId}
        and tt.finished_at >= ${lo} and tt.finished_at < ${hi} and ${inScope(scope)}
      group by 1 order by 1`,
  );
}
