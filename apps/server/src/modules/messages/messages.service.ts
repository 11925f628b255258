import { isAdminProfile, mayDeleteMessage, type MessageListQuery } from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError, notFound } from '../../http/app-error';
import { findContact } from '../contacts/contacts.repo';
import { accessibleTicket, assertMayAct } from '../tickets/ticket-access';
import { canSeeTicket } from '../tickets/ticket-visibility';
import { findWhatsapp } from '../whatsapps/whatsapps.repo';
import * as ticketsRepo from '../tickets/tickets.repo';
import { emitMessageUpdated } from './message-events';
import { markTicketRead } from './message-reads';
import { previewFollowsChange } from './message-preview';
import * as repo from './messages.repo';
import { queueOutboundMessages, type SendInput } from './outbound-messages';

const messageNotFound = () => notFound('ERR_NOT_FOUND', 'Mensagem não encontrada');

/**
 * Newest page first, each page in time order (spec: { messages, hasMore }). With
 * history=contact the page spans the contact's conversations on this connection up to this
 * one, only those the caller may open (the same rule as GET /tickets/{id}). Opening the chat
 * (its first page) marks it read and tells the lists, unless markRead=false (the peek).
 */
export async function listMessages(ctx: Ctx, ticketId: number, q: MessageListQuery) {
  const ticket = await accessibleTicket(ctx, ticketId);
  let page: Awaited<ReturnType<typeof repo.pageOfTicket>>;
  if (q.history === 'contact') {
    const conversation = {
      whatsappId: ticket.whatsappId,
      contactId: ticket.contactId,
      uptoId: ticket.id,
    };
    const visible = (await ticketsRepo.conversationTickets(ctx.db, ctx.companyId, conversation))
      .filter((t) => canSeeTicket(ctx.user, t))
      .map((t) => t.id);
    page = await repo.pageOfConversation(ctx.db, ctx.companyId, {
      ...conversation,
      ticketIds: visible,
      before: q.before,
    });
  } else {
    page = await repo.pageOfTicket(ctx.db, ctx.companyId, ticketId, q.pageNumber);
  }
  const opening = q.history ? !q.before : q.pageNumber === 1;
  // a colleague or an admin looking in does not read the messages for the agent who has them
  const forTheHolder = ticket.userId === null || ticket.userId === ctx.user.id;
  if (q.markRead && opening && forTheHolder) await markTicketRead(ctx, ticket);
  return {
    messages: page.rows.map(({ m, quoted }) => repo.toMessageDTO(m, quoted ?? undefined)),
    hasMore: page.hasMore,
  };
}

/** The ticket, when the user may send on it now (checked again by sendMessages). */
export async function assertCanSend(ctx: Ctx, ticketId: number) {
  const ticket = await accessibleTicket(ctx, ticketId);
  if (ticket.status !== 'open') {
    throw new AppError(
      'ERR_TICKET_NOT_OPEN',
      400,
      'Aceite ou reabra o ticket antes de enviar mensagens',
    );
  }
  await assertMayAct(ctx, ticket);
  return ticket;
}

/**
 * Stores the agent's message(s) as queued and hands each to the send job; a channel failure
 * later shows on the message (sendStatus 'failed'), never silently.
 */
export async function sendMessages(ctx: Ctx, ticketId: number, input: SendInput) {
  const ticket = await assertCanSend(ctx, ticketId);
  return queueOutboundMessages(ctx, ticket, input, ctx.user.id);
}

/** Deletes a message for everyone, through the channel: its author's, or any sent one by an admin. */
export async function deleteMessage(ctx: Ctx, id: number) {
  const message = await repo.findMessage(ctx.db, ctx.companyId, id);
  if (!message) throw messageNotFound();
  const ticket = await accessibleTicket(ctx, message.ticketId);
  if (message.isDeleted) {
    // a second tab or a double click: say so, not that the message is someone else's
    throw new AppError('ERR_DELETE_WAPP_MSG', 400, 'Esta mensagem já foi apagada');
  }
  if (!mayDeleteMessage(message, ctx.user)) {
    throw new AppError(
      'ERR_DELETE_WAPP_MSG',
      400,
      'Só é possível apagar mensagens enviadas por você',
    );
  }
  if (message.sendStatus === 'sent') {
    const connection = await findWhatsapp(ctx.db, ctx.companyId, ticket.whatsappId);
    const contact = await findContact(ctx.db, ctx.companyId, ticket.contactId);
    if (!connection || !contact) throw messageNotFound();
    await ctx.channels
      .get(connection.provider)
      .deleteMessage(
        { id: connection.id, companyId: ctx.companyId, name: connection.name },
        contact.number,
        message.externalId,
      )
      .catch((err: Error) => {
        throw new AppError(
          'ERR_DELETE_WAPP_MSG',
          400,
          `Não foi possível apagar a mensagem: ${err.message}`,
        );
      });
  }
  const row = (await repo.updateMessage(ctx.db, ctx.companyId, id, { isDeleted: true }))!;
  const dto = (await emitMessageUpdated(ctx, row, ticket))!;
  await previewFollowsChange(ctx, row);
  return dto;
}

/** The file of a message, for signed-in users of the owning company who may see the ticket. */
export async function messageMedia(ctx: Ctx, id: number) {
  const message = await repo.findMessage(ctx.db, ctx.companyId, id);
  if (!message?.mediaPath || message.isDeleted) throw messageNotFound();
  if (!isAdminProfile(ctx.user.profile)) await accessibleTicket(ctx, message.ticketId);
  if (!ctx.media.exists(message.mediaPath)) throw messageNotFound();
  return { stream: ctx.media.open(message.mediaPath), name: message.mediaName ?? 'arquivo' };
}
