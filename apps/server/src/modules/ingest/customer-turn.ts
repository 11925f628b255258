import type { TicketDTO } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { runBotStep } from '../bot/bot.service';
import { sendAutomaticText } from '../messages/automatic-message';
import type { MessageRow } from '../messages/messages.repo';
import { connectionText } from '../tickets/ticket-texts';

/**
 * What follows a customer's stored message: the thanks for a rating answer, or the bot's turn.
 * Runs again, harmlessly, for a repeated delivery of the same message, so an answer the first
 * delivery could not give (a process stopped in between) is still given, once. `opened`: this
 * message opened the ticket (its bot has not started, let alone ended).
 */
export async function afterCustomerMessage(
  ctx: SystemCtx,
  message: MessageRow,
  ticket: TicketDTO,
  { opened = false } = {},
) {
  if (message.fromMe) return;
  try {
    // ingest stores a message on a closed ticket only when it answers that ticket's rating
    if (ticket.status === 'closed') return await thankForRating(ctx, message, ticket);
    if (!botMayAnswer(ticket)) return;
    await runBotStep(ctx, message, opened ? { whatsappId: ticket.whatsappId } : undefined);
  } catch (err) {
    // the message is stored and shown; a failed answer must not undo or hide it
    ctx.log.error({ err, ticketId: ticket.id, messageId: message.id }, 'automatic answer failed');
  }
}

/** The rating was recorded with the message (decision 0041): the completion message thanks. */
async function thankForRating(ctx: SystemCtx, message: MessageRow, ticket: TicketDTO) {
  const thanks = await connectionText(ctx, ticket, 'complationMessage');
  await sendAutomaticText(ctx, ticket.id, thanks, `rated-${message.id}`);
}

/**
 * A ticket the bot may still talk on: waiting without an agent, or one whose menu was showing
 * (so the bot records that it has ended). A group's messages get here only when the company
 * does not ignore groups (inbound-rules.ts); the bot's own rules say what it answers there.
 */
function botMayAnswer(ticket: TicketDTO) {
  const waiting = ticket.status === 'pending' && ticket.userId === null;
  return waiting || ticket.chatbot;
}
