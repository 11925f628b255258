import type { SystemCtx } from '../../context';
import { cycleStep, type CycleTicket } from './cycle-step';
import * as repo from './ticket-tracking.repo';

/** A ticket as its cycle rows need it. */
export interface CycledTicket extends CycleTicket {
  id: number;
  whatsappId: number;
  contactId: number;
  createdAt: Date;
}

/**
 * A ticket reopened by a person within this long of its close continues its conversation: a
 * close undone is not a second conversation to count, nor a second rating question to send.
 */
export const RESUME_WITHIN_MS = 10 * 60_000;

const live = (status: string) => status === 'pending' || status === 'open';
const becameLive = (before: CycleTicket | undefined, after: CycleTicket) =>
  live(after.status) && !(before && live(before.status));

const ownerOf = (t: Omit<CycledTicket, 'createdAt'>) => ({
  ticketId: t.id,
  whatsappId: t.whatsappId,
  contactId: t.contactId,
});

/**
 * Writes on the ticket's cycle what a change of the ticket means (cycle-step.ts), at the ctx
 * clock's time: every path that changes a ticket calls it with the ticket before (undefined when
 * just created) and after. Repeating a change is harmless. Answers the cycle this change
 * finished, if it closed the ticket (undefined when an earlier call already finished it).
 */
export async function recordCycle(
  ctx: SystemCtx,
  before: CycleTicket | undefined,
  after: CycledTicket,
): Promise<repo.TrackingRow | undefined> {
  const change = cycleStep(before, after);
  const at = ctx.clock.now();
  if (becameLive(before, after)) {
    // a new or reopened conversation ends the rating question of an earlier one (decision 0041)
    await repo.cancelAwaitingRatings(ctx.db, ctx.companyId, after.whatsappId, after.contactId);
  }
  switch (change.step) {
    case 'wait':
      await repo.markCyclesWaiting(
        ctx.db,
        ctx.companyId,
        [{ ...ownerOf(after), queueId: change.queueId }],
        at,
      );
      return undefined;
    case 'start':
      // closed a moment ago, then reopened: the same conversation goes on (decision 0148)
      if (before?.status === 'closed') {
        const since = new Date(at.getTime() - RESUME_WITHIN_MS);
        const who = { userId: change.userId, queueId: change.queueId };
        if (await repo.resumeCycle(ctx.db, ctx.companyId, after.id, { since, at }, who))
          return undefined;
      }
      await repo.markCycleStarted(ctx.db, ctx.companyId, ownerOf(after), at, {
        userId: change.userId,
        queueId: change.queueId,
      });
      return undefined;
    case 'finish':
      return repo.finishCycle(
        ctx.db,
        ctx.companyId,
        { ...ownerOf(after), ticketCreatedAt: after.createdAt },
        at,
        { userId: change.userId, queueId: change.queueId },
      );
    case 'none':
      return undefined;
  }
}

/**
 * These live tickets went back to waiting in their queues now, nobody on them (a user who
 * left handed them back): their cycles wait, in one write whatever their number.
 */
export async function recordCyclesWaiting(ctx: SystemCtx, waiting: readonly CycledTicket[]) {
  const cycles = waiting.map((t) => ({ ...ownerOf(t), queueId: t.queueId }));
  await repo.markCyclesWaiting(ctx.db, ctx.companyId, cycles, ctx.clock.now());
}
