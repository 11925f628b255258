import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { canSeeTicket } from './ticket-visibility';
import * as repo from './tickets.repo';

export const ticketNotFound = () => notFound('ERR_NO_TICKET_FOUND', 'Ticket não encontrado');
export const accessDenied = () => new AppError('ERR_NO_PERMISSION', 403, 'Acesso não permitido');

/** The company's ticket, refused with 'Acesso não permitido' outside the caller's queues. */
export async function accessibleTicket(ctx: Ctx, id: number, db: Executor = ctx.db) {
  const ticket = await repo.findTicket(db, ctx.companyId, id);
  if (!ticket) throw ticketNotFound();
  if (!canSeeTicket(ctx.user, ticket)) throw accessDenied();
  return ticket;
}
