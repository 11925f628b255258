import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { isAdminProfile } from '@atende/shared';
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

/**
 * Who holds a ticket, for a refusal: its id, uuid and holder as a JSON string in the message,
 * which the web reads to name them ("Este atendimento já foi aceito por Ana").
 */
export async function heldBy(
  ctx: Ctx,
  ticket: repo.TicketRow,
  code: 'ERR_OTHER_OPEN_TICKET' | 'ERR_TICKET_TAKEN' | 'ERR_TICKET_OF_ANOTHER_USER',
) {
  const dto = (await repo.loadTicketDTO(ctx.db, ctx.companyId, ticket.id))!;
  const message = JSON.stringify({
    id: dto.id,
    uuid: dto.uuid,
    userId: dto.userId,
    user: dto.user ? { name: dto.user.name } : null,
    queue: dto.queue ? { name: dto.queue.name } : null,
  });
  return new AppError(code, 409, message);
}

/**
 * A ticket being attended is its agent's: a colleague who sees it (same queue) may read it but
 * not send on it, resolve, return or transfer it; an admin may (decision 0152). Before, the
 * former holder of a transferred ticket could still answer the customer or resolve it.
 */
export async function assertMayAct(ctx: Ctx, ticket: repo.TicketRow) {
  if (isAdminProfile(ctx.user.profile)) return;
  if (ticket.status !== 'open' || ticket.userId === null || ticket.userId === ctx.user.id) return;
  throw await heldBy(ctx, ticket, 'ERR_TICKET_OF_ANOTHER_USER');
}
