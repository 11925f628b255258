import { randomUUID } from 'node:crypto';
import type { SystemCtx } from '../../context';
import * as ticketsRepo from '../tickets/tickets.repo';
import { sendMessageJob } from './message-send.job';
import * as repo from './messages.repo';

/**
 * Sends a text written by the system (chatbot menus, greetings, rating question, notices) to
 * the ticket's contact: stored on the ticket as an automatic message, delivered by the same
 * send job as an agent's message (so it keeps the ticket's order), and shown live in the chat.
 * `key`, when given, makes the send idempotent: the same key on the same ticket sends once
 * (a repeated inbound event, a job run twice). Answers the stored row, or undefined when that
 * key was already sent or the text is empty.
 */
export async function sendAutomaticText(
  ctx: SystemCtx,
  ticketId: number,
  body: string,
  key?: string,
): Promise<repo.MessageRow | undefined> {
  const text = body.trim();
  if (!text) return undefined;
  const ticket = await ticketsRepo.findTicket(ctx.db, ctx.companyId, ticketId);
  if (!ticket) return undefined;
  const row = await repo.insertAutomaticOnce(ctx.db, {
    companyId: ctx.companyId,
    ticketId,
    whatsappId: ticket.whatsappId,
    contactId: ticket.contactId,
    externalId: `auto-${randomUUID()}`,
    automaticKey: key ?? null,
    body: text,
    fromMe: true,
    read: true,
    mediaType: 'chat',
    sendStatus: 'queued',
    automatic: true,
  });
  if (!row) return undefined;
  await ticketsRepo.touchTicketWithMessage(ctx.db, ctx.companyId, ticketId, text, false);
  const ticketDTO = await ticketsRepo.loadTicketDTO(ctx.db, ctx.companyId, ticketId);
  if (ticketDTO) {
    const message = repo.toMessageDTO(row);
    ctx.events.emit({
      type: 'message.created',
      companyId: ctx.companyId,
      message,
      ticket: ticketDTO,
    });
    ctx.events.emit({ type: 'ticket.updated', companyId: ctx.companyId, ticket: ticketDTO });
  }
  await ctx.jobs.send(sendMessageJob, { companyId: ctx.companyId, messageId: row.id });
  return row;
}
