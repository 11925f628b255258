import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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
