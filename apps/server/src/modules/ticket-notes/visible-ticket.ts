import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../http/app-error';
import { canSeeTicket } from '../tickets/ticket-visibility';
import { findTicket, loadViewer } from '../tickets/tickets.repo';

export const ticketNotFound = () => notFound('ERR_NO_TICKET_FOUND', 'Ticket não encontrado');

/**
 * The company's ticket `id` when the caller may see it (spec 1 §5 chat access): another
 * company's or a missing ticket answers 404, a ticket outside the caller's queues 403.
 */
export async function visibleTicket(ctx: Ctx, id: number, db: Executor = ctx.db) {
  const ticket = await findTicket(db, ctx.companyId, id);
  if (!ticket) throw ticketNotFound();
  const viewer = await loadViewer(db, ctx.companyId, ctx.user.id);
  if (!viewer || !canSeeTicket(viewer, ticket)) throw forbidden('Acesso não permitido');
  return ticket;
}
