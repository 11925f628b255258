import { SWEEP_BATCH, sweepInBatches, type SweepCtx } from '../../jobs/sweep';
import { recordCycle } from '../ticket-tracking/ticket-cycles';
import { inactivityText } from './ticket-texts';
import { noticeTransfer } from './transfer-notice';
import { loadTicketDTO } from './tickets.repo';
import * as repo from './time-rules.repo';

/**
 * The connections' time rules for tickets (decision 0043), run by repeatable jobs with the ctx
 * clock's time: each claims its tickets in one statement, then records the cycle, tells the
 * lists and sends the automatic text, as the same change made by hand would.
 */

/** A waiting ticket without a queue for the connection's timeToTransfer minutes is transferred. */
export async function transferWaitingTickets(sweep: SweepCtx) {
  await sweepInBatches(
    sweep,
    'transferWaiting',
    () => repo.transferWaitingTickets(sweep.db, sweep.clock.now(), SWEEP_BATCH),
    async (moved) => {
      const ctx = sweep.company(moved.companyId);
      const ticket = await loadTicketDTO(ctx.db, ctx.companyId, moved.id);
      if (!ticket) return;
      const before = { status: 'pending', queueId: null, userId: moved.userId };
      await recordCycle(ctx, before, { ...ticket, createdAt: new Date(ticket.createdAt) });
      ctx.events.emit({
        type: 'ticket.updated',
        companyId: ctx.companyId,
        ticket,
        previous: { queueId: null, userId: moved.userId },
      });
      await noticeTransfer(ctx, ticket);
    },
  );
}

/**
 * An open ticket whose last message is ours, with no change for the connection's expiresTicket
 * minutes, is closed with the connection's inactivity message (no rating is asked).
 */
export async function closeInactiveTickets(sweep: SweepCtx) {
  await sweepInBatches(
    sweep,
    'closeInactive',
    () => repo.closeInactiveTickets(sweep.db, sweep.clock.now(), SWEEP_BATCH),
    async (closed) => {
      const ctx = sweep.company(closed.companyId);
      const ticket = await loadTicketDTO(ctx.db, ctx.companyId, closed.id);
      if (!ticket) return;
      const before = { status: 'open', queueId: closed.queueId, userId: closed.userId };
      const finished = await recordCycle(ctx, before, {
        ...ticket,
        createdAt: new Date(ticket.createdAt),
      });
      ctx.events.emit({
        type: 'ticket.updated',
        companyId: ctx.companyId,
        ticket,
        previous: { status: 'open', queueId: closed.queueId, userId: closed.userId },
      });
      await inactivityText(ctx, ticket, `inactive-${finished?.id ?? ticket.updatedAt}`);
    },
  );
}
