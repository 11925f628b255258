import type { InboundEvent } from '../../channels/channel';
import type { SystemCtx } from '../../context';
import { findOrCreateContactByNumber } from '../contacts/contacts.repo';
import * as messagesRepo from '../messages/messages.repo';
import * as ticketsRepo from '../tickets/tickets.repo';
import { findIngestConnection } from '../whatsapps/whatsapps.repo';

type MessageEvent = Extract<InboundEvent, { kind: 'message' | 'call' }>;

const callBody = (at: Date) =>
  `Chamada de voz/vídeo perdida às ${at.toLocaleTimeString('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  })}`;

/** Text shown as the ticket's last message for a media message without caption. */
const preview = (body: string, mediaType: string, mediaName?: string) =>
  body || (mediaType === 'chat' ? '' : (mediaName ?? mediaType));

/**
 * The single entry of inbound traffic. Idempotent by (company, connection, external id):
 * the same event delivered any number of times, even at once, is stored and emitted once.
 */
export async function ingest(ctx: SystemCtx, event: InboundEvent): Promise<void> {
  switch (event.kind) {
    case 'message':
    case 'call':
      return ingestMessage(ctx, event);
    case 'ack': {
      const row = await messagesRepo.raiseAck(
        ctx.db,
        event.companyId,
        event.connectionId,
        event.externalId,
        event.ack,
      );
      if (row) await emitMessageUpdate(ctx, row);
      return;
    }
    case 'edit':
    case 'delete': {
      const row = await messagesRepo.findByExternalId(
        ctx.db,
        event.companyId,
        event.connectionId,
        event.externalId,
      );
      if (!row) return;
      const updated = await messagesRepo.updateMessage(
        ctx.db,
        event.companyId,
        row.id,
        event.kind === 'edit' ? { body: event.body, isEdited: true } : { isDeleted: true },
      );
      if (updated) await emitMessageUpdate(ctx, updated);
      return;
    }
  }
}

/** Thrown inside the transaction to undo it when the message was already stored. */
class AlreadyStored extends Error {}

async function ingestMessage(ctx: SystemCtx, event: MessageEvent) {
  const { companyId, connectionId, externalId } = event;
  const connection = await findIngestConnection(ctx.db, companyId, connectionId);
  if (!connection) return;
  // a connection serving one queue puts its new tickets there; with several, the customer's
  // choice (chatbot) or an agent decides, so they start without a queue
  const queueId = connection.queueIds.length === 1 ? Number(connection.queueIds[0]) : null;

  const isCall = event.kind === 'call';
  const fromMe = !isCall && event.fromMe;
  const mediaType = isCall ? 'call_log' : event.mediaType;
  const body = isCall ? callBody(event.timestamp) : event.body;
  const media = isCall ? undefined : event.media;

  let stored;
  try {
    stored = await ctx.db.transaction(async (tx) => {
      const contact = await findOrCreateContactByNumber(tx, companyId, {
        number: event.from.number,
        name: event.from.name,
        isGroup: event.from.isGroup,
        whatsappId: connectionId,
      });
      const { ticket } = await ticketsRepo.findOrCreateLiveTicket(tx, companyId, {
        contactId: contact.id,
        whatsappId: connectionId,
        status: 'pending',
        queueId,
        isGroup: event.from.isGroup,
      });
      const quoted =
        !isCall && event.quotedExternalId
          ? await messagesRepo.findByExternalId(tx, companyId, connectionId, event.quotedExternalId)
          : undefined;
      const message = await messagesRepo.insertMessageOnce(tx, {
        companyId,
        ticketId: ticket.id,
        whatsappId: connectionId,
        contactId: contact.id,
        externalId,
        body,
        fromMe,
        mediaType,
        mediaPath: media?.path,
        mediaName: media?.name,
        quotedMsgId: quoted?.id,
        participant: isCall ? undefined : event.participant,
        ack: fromMe ? 1 : 0,
        read: fromMe,
        sendStatus: fromMe ? 'sent' : 'received',
        createdAt: event.timestamp,
      });
      // delivered before (or concurrently): undo this attempt, contact and ticket included
      if (!message) throw new AlreadyStored();
      await ticketsRepo.touchTicketWithMessage(
        tx,
        companyId,
        ticket.id,
        preview(body, mediaType, media?.name),
        !fromMe,
      );
      return { message, quoted, ticketId: ticket.id };
    });
  } catch (err) {
    if (err instanceof AlreadyStored) return;
    throw err;
  }

  const ticket = await ticketsRepo.loadTicketDTO(ctx.db, companyId, stored.ticketId);
  if (!ticket) return;
  ctx.events.emit({
    type: 'message.created',
    companyId,
    message: messagesRepo.toMessageDTO(stored.message, stored.quoted),
    ticket,
  });
  ctx.events.emit({ type: 'ticket.updated', companyId, ticket });
}

async function emitMessageUpdate(ctx: SystemCtx, row: messagesRepo.MessageRow) {
  const ticket = await ticketsRepo.findTicket(ctx.db, row.companyId, row.ticketId);
  if (!ticket) return;
  ctx.events.emit({
    type: 'message.updated',
    companyId: row.companyId,
    message: messagesRepo.toMessageDTO(row),
    ticket: { id: ticket.id, queueId: ticket.queueId, userId: ticket.userId },
  });
}
