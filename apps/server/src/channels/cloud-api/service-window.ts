import type { ServiceWindowDTO } from '@atende/shared';
import type { Ctx } from '../../context';
import { accessibleTicket } from '../../modules/tickets/ticket-access';
import { findWhatsapp } from '../../modules/whatsapps/whatsapps.repo';
import { lastInboundAt } from './cloud-api.repo';

/** Free-form messages are allowed until 24 hours after the customer last wrote. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The ticket's customer-service window: on the official API a business may write freely only
 * within 24 hours of the customer's last message; after that, only an approved template. It
 * follows from the ticket's newest inbound message, so it needs no state of its own.
 */
export async function serviceWindow(ctx: Ctx, ticketId: number): Promise<ServiceWindowDTO> {
  const ticket = await accessibleTicket(ctx, ticketId);
  const connection = await findWhatsapp(ctx.db, ctx.companyId, ticket.whatsappId);
  const enforced = connection?.provider === 'cloud-api';
  const last = await lastInboundAt(ctx.db, ctx.companyId, ticket.id);
  const expiresAt = last && new Date(last.getTime() + SERVICE_WINDOW_MS);
  return {
    enforced,
    open: !enforced || (!!expiresAt && ctx.clock.now() < expiresAt),
    lastInboundAt: last?.toISOString() ?? null,
    expiresAt: expiresAt?.toISOString() ?? null,
  };
}
