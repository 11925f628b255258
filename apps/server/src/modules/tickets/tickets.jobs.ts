import { z } from 'zod';
import type { Ctx, SystemCtx } from '../../context';
import { AppError } from '../../http/app-error';
import { defineJob } from '../../jobs/job-queue';
import { findActorRow } from '../auth/auth.repo';
import { findTicket } from './tickets.repo';
import { updateTicket } from './tickets.service';

/**
 * A transfer chosen in the transfer dialog with a delay. When it is due it is applied as the
 * user who asked would apply it then: a ticket since closed or deleted, a requester since
 * removed, or a transfer they may no longer make is left undone.
 */
export const transferTicketJob = defineJob({
  name: 'ticket.transfer',
  schema: z.object({
    companyId: z.number().int(),
    ticketId: z.number().int(),
    requestedBy: z.number().int(),
    queueId: z.number().int(),
    userId: z.number().int().nullable(),
  }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  async handler(system: (companyId: number) => SystemCtx, job) {
    const ctx = system(job.companyId);
    const [ticket, requester] = await Promise.all([
      findTicket(ctx.db, job.companyId, job.ticketId),
      findActorRow(ctx.db, job.companyId, job.requestedBy),
    ]);
    if (!ticket || ticket.status === 'closed' || !requester) return;
    const asRequester: Ctx = {
      ...ctx,
      user: {
        id: job.requestedBy,
        companyId: job.companyId,
        profile: requester.profile,
        super: requester.super,
        sessionId: requester.sessionId ?? '',
        allTicket: requester.allTicket,
        queueIds: requester.queueIds.map(Number),
      },
    };
    try {
      await updateTicket(asRequester, job.ticketId, { queueId: job.queueId, userId: job.userId });
    } catch (err) {
      // refused now (queue or user gone, ticket no longer theirs to move): nothing to retry
      if (!(err instanceof AppError)) throw err;
      ctx.log.warn({ err, ticketId: job.ticketId }, 'scheduled transfer not applied');
    }
  },
});
