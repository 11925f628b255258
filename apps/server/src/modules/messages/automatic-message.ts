import { randomUUID } from 'node:crypto';
import type { SystemCtx } from '../../context';
import type { Executor } from '../../db/client';
import * as ticketsRepo from '../tickets/tickets.repo';
import { sendMessageJob } from './message-send.job';
import * as repo from './messages.repo';

/** Where an automatic text goes. */
export interface AutomaticTarget {
  id: number;
  whatsappId: number;
  contactId: number;
}

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
  if (!body.trim()) return undefined;
  const ticket = await ticketsRepo.findTicket(ctx.db, ctx.companyId, ticketId);
  if (!ticket) return undefined;
  const row = await storeAutomaticText(ctx.db, ctx.companyId, ticket, body, key);
  if (row) await announceAutomaticTexts(ctx, ticketId, [row]);
  return row;
}

/**
 * The first half of sendAutomaticText, for a caller writing inside its own transaction: stores
 * the text (idempotent by `key`) and moves the ticket's last message, unless the caller writes
 * the ticket itself anyway (`touch: false`, the bot's step). The caller announces the rows
 * with announceAutomaticTexts once its transaction has committed.
 */
export async function storeAutomaticText(
  db: Executor,
  companyId: number,
  ticket: AutomaticTarget,
  body: string,
  key: string | undefined,
  { touch = true } = {},
): Promise<repo.MessageRow | undefined> {
  const text = body.trim();
  if (!text) return undefined;
  const row = await repo.insertAutomaticOnce(db, {
    companyId,
    ticketId: ticket.id,
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
  if (touch) await ticketsRepo.touchTicketWithMessage(db, companyId, ticket.id, text, false);
  return row;
}

/**
 * The second half: shows the stored texts live in the chat, tells the ticket's audience it
 * changed (`previous`: where it was before, when its queue or owner moved) and queues the sends.
 */
export async function announceAutomaticTexts(
  ctx: SystemCtx,
  ticketId: number,
  rows: repo.MessageRow[],
  previous?: { queueId: number | null; userId: number | null },
) {
  const ticket = await ticketsRepo.loadTicketDTO(ctx.db, ctx.companyId, ticketId);
  if (ticket) {
    for (const row of rows) {
      ctx.events.emit({
        type: 'message.created',
        companyId: ctx.companyId,
        message: repo.toMessageDTO(row),
        ticket,
      });
    }
    ctx.events.emit({ type: 'ticket.updated', companyId: ctx.companyId, ticket, previous });
  }
  for (const row of rows) {
    await ctx.jobs.send(sendMessageJob, { companyId: ctx.companyId, messageId: row.id });
  }
}
