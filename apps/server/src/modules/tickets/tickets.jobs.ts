import type { z } from 'zod';
import type { Ctx, SystemCtx } from '../../context';
import { AppError } from '../../http/app-error';
import { loadActor } from '../auth/actor';
import type { transferTicketJob } from './ticket-transfer.job';
import { findTicket } from './tickets.repo';
import { updateTicket } from './tickets.service';

/**
 * Applies a scheduled transfer when it is due, as the user who asked would apply it then: a
 * ticket since closed or deleted, a requester since removed, or a transfer they may no longer
 * make is left undone.
 */
export async function transferTicketHandler(
  system: (companyId: number) => SystemCtx,
  job: z.output<typeof transferTicketJob.schema>,
) {
  const ctx = system(job.companyId);
  const [ticket, requester] = await Promise.all([
    findTicket(ctx.db, job.companyId, job.ticketId),
    loadActor(ctx.db, job.companyId, job.requestedBy),
  ]);
  if (!ticket || ticket.status === 'closed' || !requester) return;
  const asRequester: Ctx = { ...ctx, user: requester };
  try {
    await updateTicket(asRequester, job.ticketId, { queueId: job.queueId, userId: job.userId });
  } catch (err) {
    // refused now (queue or user gone, ticket no longer theirs to move): nothing to retry
    if (!(err instanceof AppError)) throw err;
    ctx.log.warn({ err, ticketId: job.ticketId }, 'scheduled transfer not applied');
  }
}
