import { inArray } from 'drizzle-orm';
import type { SystemCtx } from '../../context';
import { tickets } from '../../db/schema';
import { recordCyclesWaiting } from '../ticket-tracking/ticket-cycles';
import * as repo from './tickets.repo';

/**
 * A user who leaves the company (deleted) hands their open tickets back to their queues:
 * waiting, unassigned, so the queue's agents see and accept them. Otherwise they stayed open
 * with no one: in no agent's tab, answered by no one. Call it inside the deleting transaction
 * (`ctx.db` the transaction); it answers a function that tells the lists once that committed.
 */
export async function handBackTicketsOf(ctx: SystemCtx, userId: number) {
  const handedBack = await repo.handBackOpenTickets(ctx.db, ctx.companyId, userId);
  await recordCyclesWaiting(ctx, handedBack);
  return async (committed: SystemCtx) => {
    if (!handedBack.length) return;
    const ids = handedBack.map((t) => t.id);
    const dtos = await repo.selectTicketDTOs(
      committed.db,
      committed.companyId,
      inArray(tickets.id, ids),
    );
    for (const ticket of dtos) {
      committed.events.emit({
        type: 'ticket.updated',
        companyId: committed.companyId,
        ticket,
        previous: { queueId: ticket.queueId, userId },
      });
    }
  };
}
