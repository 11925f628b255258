import type { SystemCtx } from '../../context';
import { recordCycle } from '../ticket-tracking/ticket-cycles';
import * as repo from './tickets.repo';

/**
 * Closes a ticket for the system itself (the external API's closeTicket, an integration's
 * 'close' action): no person resolved it, so no closing texts go out. A ticket opened only to
 * carry one send has no cycle to record (`recordCycle: false`).
 */
export async function closeTicketBySystem(
  ctx: SystemCtx,
  before: repo.TicketRow,
  opts: { recordCycle: boolean } = { recordCycle: true },
) {
  const after = await repo.updateTicket(ctx.db, ctx.companyId, before.id, { status: 'closed' });
  if (!after) return;
  if (opts.recordCycle) await recordCycle(ctx, before, after);
  const dto = await repo.loadTicketDTO(ctx.db, ctx.companyId, before.id);
  if (!dto) return;
  ctx.events.emit({
    type: 'ticket.updated',
    companyId: ctx.companyId,
    ticket: dto,
    previous: { status: before.status, queueId: before.queueId, userId: before.userId },
  });
}
