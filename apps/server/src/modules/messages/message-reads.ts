import type { Ctx } from '../../context';
import { findContact } from '../contacts/contacts.repo';
import { loadTicketDTO } from '../tickets/tickets.repo';
import { findWhatsapp } from '../whatsapps/whatsapps.repo';
import * as repo from './messages.repo';

/**
 * The ticket's unread messages marked read (opening the chat, or its notification read):
 * the customer's phone gets its read receipts and the lists the ticket with no unread count.
 */
export async function markTicketRead(
  ctx: Ctx,
  ticket: { id: number; contactId: number; unreadMessages: number },
) {
  if (ticket.unreadMessages <= 0) return;
  const read = await repo.markTicketRead(ctx.db, ctx.companyId, ticket.id);
  await sendReadReceipts(ctx, ticket.contactId, read);
  const dto = await loadTicketDTO(ctx.db, ctx.companyId, ticket.id);
  if (dto) ctx.events.emit({ type: 'ticket.updated', companyId: ctx.companyId, ticket: dto });
}

/**
 * Tells the customer's phone that the messages an agent has just read were read. A channel
 * failure does not stop the chat from opening: the receipt is only a courtesy.
 */
async function sendReadReceipts(
  ctx: Ctx,
  contactId: number,
  read: { whatsappId: number; externalId: string }[],
) {
  if (!read.length) return;
  const contact = await findContact(ctx.db, ctx.companyId, contactId);
  if (!contact) return;
  for (const whatsappId of new Set(read.map((r) => r.whatsappId))) {
    const ids = read.filter((r) => r.whatsappId === whatsappId).map((r) => r.externalId);
    try {
      const connection = await findWhatsapp(ctx.db, ctx.companyId, whatsappId);
      const adapter = connection && ctx.channels.get(connection.provider);
      if (!connection || !adapter?.markRead) continue;
      const conn = { id: connection.id, companyId: ctx.companyId, name: connection.name };
      await adapter.markRead(conn, contact.number, ids);
    } catch (err) {
      ctx.log.warn({ err, whatsappId }, 'read receipts not sent');
    }
  }
}
