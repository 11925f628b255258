import type { ReportFilters, ReportSummaryRow } from '@atende/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bounds, inScope, rowsOf, type Scope } from '../dashboard/dashboard.repo';
import type { Period } from '../dashboard/period';

/** The tables a report filter's id must belong to (checked against the company). */
const REF_TABLES = {
  queueId: 'queues',
  userId: 'users',
  tagId: 'tags',
  whatsappId: 'whatsapps',
} as const;
export type RefField = keyof typeof REF_TABLES;

/** Whether the row `id` of the filter's table is the company's. */
export async function refExists(db: Executor, companyId: number, field: RefField, id: number) {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from ${sql.identifier(REF_TABLES[field])}
      where company_id = ${companyId} and id = ${id}`,
  );
  return rows.length > 0;
}

/** A cycle's status: finished is closed, taken is open, otherwise waiting. */
const cycleStatus = sql`case when tt.finished_at is not null then 'closed'
  when tt.started_at is not null then 'open' else 'pending' end`;

/**
 * The cycles of the scope begun in the period (their first entry into waiting, which transfers
 * keep: decision 0148) that match every filter given.
 */
function matching(scope: Scope, f: ReportFilters, p: Period): SQL {
  const { lo, hi } = bounds(p);
  const parts: SQL[] = [
    sql`tt.company_id = ${scope.companyId}`,
    sql`tt.first_queued_at >= ${lo}`,
    sql`tt.first_queued_at < ${hi}`,
    inScope(scope),
  ];
  if (f.queueId) parts.push(sql`tt.queue_id = ${f.queueId}`);
  if (f.userId) parts.push(sql`tt.user_id = ${f.userId}`);
  if (f.whatsappId) parts.push(sql`tt.whatsapp_id = ${f.whatsappId}`);
  if (f.status) parts.push(sql`${cycleStatus} = ${f.status}`);
  if (f.rating === 'none') parts.push(sql`tt.rating is null`);
  else if (f.rating) parts.push(sql`tt.rating = ${Number(f.rating)}`);
  if (f.tagId) {
    parts.push(sql`exists (select 1 from ticket_tags tg
      where tg.ticket_id = tt.ticket_id and tg.tag_id = ${f.tagId})`);
  }
  return sql.join(parts, sql` and `);
}

const minutesBetween = (from: string, to: string) =>
  sql.raw(`round((extract(epoch from ${to} - ${from}) / 60)::numeric, 1)::float8`);
const meanMinutes = (from: string, to: string) =>
  sql.raw(`round((avg(extract(epoch from ${to} - ${from})) / 60)::numeric, 1)::float8`);

export interface TicketRowRaw {
  id: number;
  ticketId: number;
  contactName: string;
  contactNumber: string;
  queueName: string | null;
  userName: string | null;
  connectionName: string;
  status: string;
  queuedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  firstResponseMinutes: number | null;
  resolutionMinutes: number | null;
  rating: number | null;
}

/**
 * One page of matching cycles, newest first, after the cycle `before` (keyset on
 * ticket_trackings_company_id), with the names a reader needs, in one statement.
 */
export function ticketRows(
  db: Executor,
  scope: Scope,
  f: ReportFilters,
  p: Period,
  before: number | undefined,
  limit: number,
) {
  return rowsOf<TicketRowRaw>(
    db,
    sql`select tt.id, tt.ticket_id as "ticketId", c.name as "contactName",
        c.number as "contactNumber", q.name as "queueName", u.name as "userName",
        w.name as "connectionName", ${cycleStatus} as status,
        tt.first_queued_at as "queuedAt", tt.first_started_at as "startedAt",
        tt.finished_at as "finishedAt",
        ${minutesBetween('tt.first_queued_at', 'tt.first_started_at')} as "firstResponseMinutes",
        ${minutesBetween('tt.first_queued_at', 'tt.finished_at')} as "resolutionMinutes",
        tt.rating
      from ticket_trackings tt
      join contacts c on c.company_id = tt.company_id and c.id = tt.contact_id
      join whatsapps w on w.id = tt.whatsapp_id
      left join queues q on q.id = tt.queue_id
      left join users u on u.id = tt.user_id
      where ${matching(scope, f, p)} ${before ? sql`and tt.id < ${before}` : sql``}
      order by tt.id desc
      limit ${limit}`,
  );
}

/** Volume, finished, mean first-response and resolution minutes and mean rating per group. */
export function summary(
  db: Executor,
  scope: Scope,
  f: ReportFilters,
  p: Period,
  by: 'user' | 'queue',
) {
  const [key, table, none] =
    by === 'user' ? ['user_id', 'users', 'Sem atendente'] : ['queue_id', 'queues', 'Sem fila'];
  return rowsOf<ReportSummaryRow>(
    db,
    sql`select d.id, coalesce(n.name, ${none}) as name, d.volume::int as volume,
        d.finished::int as finished, d.first_response as "firstResponseMinutes",
        d.resolution as "resolutionMinutes", d.rating
      from (
        select tt.${sql.raw(key)} as id, count(*) as volume, count(tt.finished_at) as finished,
          ${meanMinutes('tt.first_queued_at', 'tt.first_started_at')} as first_response,
          ${meanMinutes('tt.first_queued_at', 'tt.finished_at')} as resolution,
          round(avg(tt.rating)::numeric, 2)::float8 as rating
        from ticket_trackings tt
        where ${matching(scope, f, p)}
        group by 1
      ) d
      left join ${sql.identifier(table)} n on n.company_id = ${scope.companyId} and n.id = d.id
      order by d.volume desc, n.name nulls last
      limit 1000`,
  );
}

/** How many cycles match: the export's total, for its progress bar. */
export async function countTickets(db: Executor, scope: Scope, f: ReportFilters, p: Period) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ticket_trackings tt where ${matching(scope, f, p)}`,
  );
  return row?.n ?? 0;
}
