import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignPace, campaigns, fileListOptions } from '../../db/schema';

/**
 * Takes the connection's next send slot when it has come, and moves it `gapMs` on (or
 * `greaterMs` after every `after` messages): every campaign on the connection shares it, so
 * two of them never double its rate. A connection that has rested a longer pause already
 * (its slot open that long unused) counts afresh: yesterday's messages do not bring today's
 * long pause forward. Answers the moment the caller may send again, and whether it may send now.
 */
export async function takeSlot(
  db: Executor,
  whatsappId: number,
  now: Date,
  pace: { gapMs: number; greaterMs: number; after: number },
) {
  await db.insert(campaignPace).values({ whatsappId, nextAt: now }).onConflictDoNothing();
  const rested = sql`${campaignPace.nextAt} + ${pace.greaterMs}::int * interval '1 millisecond' <= ${now.toISOString()}::timestamptz`;
  const sentSincePause = sql`(case when ${rested} then 0 else ${campaignPace.sentSincePause} end)`;
  const longer = sql`(${pace.after}::int > 0 and ${sentSincePause} + 1 >= ${pace.after}::int)`;
  const [taken] = await db
    .update(campaignPace)
    .set({
      nextAt: sql`${now.toISOString()}::timestamptz + (case when ${longer} then ${pace.greaterMs}::int else ${pace.gapMs}::int end) * interval '1 millisecond'`,
      sentSincePause: sql`case when ${longer} then 0 else ${sentSincePause} + 1 end`,
    })
    .where(
      and(
        eq(campaignPace.whatsappId, whatsappId),
        sql`${campaignPace.nextAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ nextAt: campaignPace.nextAt });
  if (taken) return { granted: true, nextAt: taken.nextAt };
  const [row] = await db
    .select({ nextAt: campaignPace.nextAt })
    .from(campaignPace)
    .where(eq(campaignPace.whatsappId, whatsappId));
  return { granted: false, nextAt: row?.nextAt ?? now };
}

/** The uploaded files of a file list, in their order (sent before the campaign's text). */
export function fileListFiles(db: Executor, companyId: number, fileListId: number) {
  return db
    .select({
      name: fileListOptions.name,
      path: fileListOptions.path,
      mediaType: fileListOptions.mediaType,
    })
    .from(fileListOptions)
    .where(
      and(
        eq(fileListOptions.companyId, companyId),
        eq(fileListOptions.fileListId, fileListId),
        isNotNull(fileListOptions.path),
      ),
    )
    .orderBy(asc(fileListOptions.id))
    .limit(20);
}

/** PROGRAMADA campaigns whose start has come (campaigns_due). */
export function listDue(db: Executor, now: Date) {
  return db
    .select({ companyId: campaigns.companyId, id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'PROGRAMADA'),
        sql`${campaigns.scheduledAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(100);
}

/** Running campaigns whose next dispatch run is long overdue: its process died. */
export function listStalled(db: Executor, overdue: Date) {
  return db
    .select({ companyId: campaigns.companyId, id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'EM_ANDAMENTO'),
        or(isNull(campaigns.dispatchAt), lt(campaigns.dispatchAt, overdue)),
      ),
    )
    .limit(100);
}
