import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ticketTrackings } from '../../db/schema';

export type TrackingRow = typeof ticketTrackings.$inferSelect;
export type TrackingChange = Partial<
  Pick<
    TrackingRow,
    | 'userId'
    | 'queueId'
    | 'queuedAt'
    | 'startedAt'
    | 'finishedAt'
    | 'ratingState'
    | 'ratingAt'
    | 'ratedAt'
    | 'rating'
  >
>;

/** The ticket's current cycle: its newest tracking row not yet finished. */
export async function currentTracking(db: Executor, companyId: number, ticketId: number) {
  const [row] = await db
    .select()
    .from(ticketTrackings)
    .where(
      and(
        eq(ticketTrackings.companyId, companyId),
        eq(ticketTrackings.ticketId, ticketId),
        isNull(ticketTrackings.finishedAt),
      ),
    )
    .orderBy(desc(ticketTrackings.id))
    .limit(1);
  return row;
}

export async function insertTracking(
  db: Executor,
  companyId: number,
  data: { ticketId: number; whatsappId: number; contactId: number } & TrackingChange,
) {
  const [row] = await db
    .insert(ticketTrackings)
    .values({ ...data, companyId })
    .returning();
  return row!;
}

export async function updateTracking(
  db: Executor,
  companyId: number,
  id: number,
  change: TrackingChange,
) {
  const [row] = await db
    .update(ticketTrackings)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(ticketTrackings.companyId, companyId), eq(ticketTrackings.id, id)))
    .returning();
  return row;
}

/** The rating question this contact may be answering on this connection, if any. */
export async function awaitingRating(
  db: Executor,
  companyId: number,
  whatsappId: number,
  contactId: number,
) {
  const [row] = await db
    .select()
    .from(ticketTrackings)
    .where(
      and(
        eq(ticketTrackings.companyId, companyId),
        eq(ticketTrackings.whatsappId, whatsappId),
        eq(ticketTrackings.contactId, contactId),
        eq(ticketTrackings.ratingState, 'awaiting'),
      ),
    )
    .orderBy(desc(ticketTrackings.id))
    .limit(1);
  return row;
}

/**
 * Moves a rating out of 'awaiting' (to rated, cancelled or expired) only if it still is: of
 * two concurrent answers, one wins. Answers the row when this call made the change.
 */
export async function settleRating(
  db: Executor,
  companyId: number,
  id: number,
  change: TrackingChange & { ratingState: 'rated' | 'cancelled' | 'expired' },
) {
  const [row] = await db
    .update(ticketTrackings)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        eq(ticketTrackings.companyId, companyId),
        eq(ticketTrackings.id, id),
        eq(ticketTrackings.ratingState, 'awaiting'),
      ),
    )
    .returning();
  return row;
}

/**
 * A conversation of this contact on this connection began or was reopened: a rating question
 * still awaited there is over (cancelled), so a later '1' is not taken as its answer.
 */
export async function cancelAwaitingRatings(
  db: Executor,
  companyId: number,
  whatsappId: number,
  contactId: number,
) {
  await db
    .update(ticketTrackings)
    .set({ ratingState: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(ticketTrackings.companyId, companyId),
        eq(ticketTrackings.whatsappId, whatsappId),
        eq(ticketTrackings.contactId, contactId),
        eq(ticketTrackings.ratingState, 'awaiting'),
      ),
    );
}

/** The ticket a cycle belongs to, as a new cycle row needs it. */
export interface CycleOwner {
  ticketId: number;
  whatsappId: number;
  contactId: number;
}

// the conflict target of ticket_trackings_one_open
const openCycleKey = [ticketTrackings.companyId, ticketTrackings.ticketId];
const inProgress = sql`${ticketTrackings.finishedAt} is null`;

/**
 * Each ticket's cycle in progress now waits (in its `queueId`) since `at`, with nobody on it;
 * opened if none. One statement for any number of tickets.
 */
export async function markCyclesWaiting(
  db: Executor,
  companyId: number,
  cycles: readonly (CycleOwner & { queueId: number | null })[],
  at: Date,
) {
  if (!cycles.length) return;
  await db
    .insert(ticketTrackings)
    .values(cycles.map((cycle) => ({ ...cycle, companyId, queuedAt: at })))
    .onConflictDoUpdate({
      target: openCycleKey,
      targetWhere: inProgress,
      set: {
        queuedAt: at,
        startedAt: null,
        userId: null,
        queueId: sql`excluded.queue_id`,
        whatsappId: sql`excluded.whatsapp_id`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * `userId` took the cycle in progress at `at` (opened if none, as waiting since then); the time
 * it entered waiting is kept.
 */
export async function markCycleStarted(
  db: Executor,
  companyId: number,
  owner: CycleOwner,
  at: Date,
  who: { userId: number; queueId: number | null },
) {
  await db
    .insert(ticketTrackings)
    .values({ ...owner, companyId, queuedAt: at, startedAt: at, ...who })
    .onConflictDoUpdate({
      target: openCycleKey,
      targetWhere: inProgress,
      set: {
        startedAt: at,
        ...who,
        whatsappId: owner.whatsappId,
        queuedAt: sql`coalesce(${ticketTrackings.queuedAt}, excluded.queued_at)`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The ticket's newest cycle, finished at or after `since`, is in progress again with `who` on
 * it (started at `at` if nobody had taken it), unless another is in progress: answers whether
 * it was resumed. Its other times and its rating stay.
 */
export async function resumeCycle(
  db: Executor,
  companyId: number,
  ticketId: number,
  window: { since: Date; at: Date },
  who: { userId: number; queueId: number | null },
) {
  const { since, at } = window;
  const ofTicket = sql`company_id = ${companyId} and ticket_id = ${ticketId}`;
  const newest = sql`(select id from ticket_trackings where ${ofTicket} order by id desc limit 1)`;
  const resumed = await db
    .update(ticketTrackings)
    .set({
      finishedAt: null,
      ...who,
      startedAt: sql`coalesce(${ticketTrackings.startedAt}, ${at})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(ticketTrackings.companyId, companyId),
        sql`${ticketTrackings.id} = ${newest}`,
        sql`${ticketTrackings.finishedAt} >= ${since}`,
        sql`not exists (select 1 from ticket_trackings where ${ofTicket} and finished_at is null)`,
      ),
    )
    .returning({ id: ticketTrackings.id });
  return resumed.length > 0;
}

/**
 * Finishes the cycle in progress and answers it. A ticket tracked since before cycles existed
 * gets one finished row (waiting since the ticket was created); a repeated finish changes
 * nothing and answers undefined.
 */
export async function finishCycle(
  db: Executor,
  companyId: number,
  owner: CycleOwner & { ticketCreatedAt: Date },
  at: Date,
  who: { userId: number | null; queueId: number | null },
) {
  const [finished] = await db
    .update(ticketTrackings)
    .set({ finishedAt: at, ...who, updatedAt: sql`now()` })
    .where(
      and(
        eq(ticketTrackings.companyId, companyId),
        eq(ticketTrackings.ticketId, owner.ticketId),
        isNull(ticketTrackings.finishedAt),
      ),
    )
    .returning();
  if (finished) return finished;
  const [tracked] = await db
    .select({ id: ticketTrackings.id })
    .from(ticketTrackings)
    .where(
      and(eq(ticketTrackings.companyId, companyId), eq(ticketTrackings.ticketId, owner.ticketId)),
    )
    .limit(1);
  if (tracked) return undefined;
  const { ticketCreatedAt, ...row } = owner;
  const [legacy] = await db
    .insert(ticketTrackings)
    .values({ ...row, companyId, queuedAt: ticketCreatedAt, finishedAt: at, ...who })
    .returning();
  return legacy;
}

/** The rating question goes out once per cycle: only a cycle never asked becomes 'awaiting'. */
export async function awaitRating(db: Executor, companyId: number, id: number, at: Date) {
  const [row] = await db
    .update(ticketTrackings)
    .set({ ratingState: 'awaiting', ratingAt: at, updatedAt: sql`now()` })
    .where(
      and(
        eq(ticketTrackings.companyId, companyId),
        eq(ticketTrackings.id, id),
        isNull(ticketTrackings.ratingState),
      ),
    )
    .returning();
  return row;
}

/**
 * Ratings asked at or before `askedBy` and still unanswered become 'expired', oldest first, at
 * most `limit` in one statement (served by ticket_trackings_rating_due). Answers those changed.
 */
export async function expireRatings(db: Executor, askedBy: Date, limit: number) {
  const due = db
    .select({ id: ticketTrackings.id })
    .from(ticketTrackings)
    .where(and(eq(ticketTrackings.ratingState, 'awaiting'), lte(ticketTrackings.ratingAt, askedBy)))
    .orderBy(ticketTrackings.ratingAt)
    .limit(limit);
  return db
    .update(ticketTrackings)
    .set({ ratingState: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        inArray(ticketTrackings.id, due),
        // a concurrent answer or sweep already settled it
        eq(ticketTrackings.ratingState, 'awaiting'),
      ),
    )
    .returning({ id: ticketTrackings.id, companyId: ticketTrackings.companyId });
}
