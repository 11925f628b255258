import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages } from '../../db/schema';

/**
 * The ticket's outbound messages still waiting to go, up to and including `uptoId`, oldest
 * first: they leave in this order whichever job runs first.
 */
export function queuedUpTo(db: Executor, companyId: number, ticketId: number, uptoId: number) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.ticketId, ticketId),
        eq(messages.sendStatus, 'queued'),
        eq(messages.isDeleted, false),
        lte(messages.id, uptoId),
      ),
    )
    .orderBy(asc(messages.id))
    .limit(100);
}

/**
 * Takes the message for sending unless another worker holds a claim younger than
 * `leaseSeconds`; undefined when it is not free (claimed, sent, failed or deleted).
 */
export async function claimForSend(
  db: Executor,
  companyId: number,
  id: number,
  leaseSeconds: number,
) {
  const [row] = await db
    .update(messages)
    .set({ sendClaimedAt: sql`now()` })
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.id, id),
        eq(messages.sendStatus, 'queued'),
        eq(messages.isDeleted, false),
        or(
          isNull(messages.sendClaimedAt),
          sql`${messages.sendClaimedAt} < now() - make_interval(secs => ${leaseSeconds})`,
        ),
      ),
    )
    .returning();
  return row;
}
