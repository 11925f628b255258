import { messageSummary } from '@atende/shared';
import type { InboundEvent } from '../../channels/channel';
import type { SystemCtx } from '../../context';
import * as messagesRepo from '../messages/messages.repo';
import { emitMessageUpdated } from '../messages/message-events';
import { previewFollowsChange } from '../messages/message-preview';
import * as ticketsRepo from '../tickets/tickets.repo';
import { answerConfirmation } from '../campaigns/campaign-delivery';
import { campaignsOnCustomerMessage } from '../campaigns/campaign-inbox';
import { afterCustomerMessage } from './customer-turn';
import { storeInboundMessage } from './ingest.repo';
import { lookUpPictureOnMessage } from '../whatsapp-numbers/contact-pictures.service';
import { countIngest } from '../../metrics/traffic-counters';
import { asForeground } from '../../jobs/foreground';
import { announceContactIfNew } from '../contacts/contact-from-message';
import { brazilianMobileVariant } from '@atende/shared';
import { settingValue } from '../settings/setting-value';
import { takeBackReactions } from './reactions';
import { answerRefusedCall, groupIgnored } from './inbound-rules';

type MessageEvent = Extract<InboundEvent, { kind: 'message' | 'call' }>;

/** The missed call's text, its time on the company's clock (its timezone setting). */
const callBody = (at: Date, timeZone: string) =>
  `Chamada de voz/vídeo perdida às ${at.toLocaleTimeString('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  })}`;

/**
 * The single entry of inbound traffic. Idempotent by (company, connection, external id):
 * the same event delivered any number of times, even at once, is stored, emitted and answered
 * once. A customer's message is then answered (rating thanks or the bot's turn).
 */
export async function ingest(ctx: SystemCtx, event: InboundEvent): Promise<void> {
  countIngest(event.kind);
  switch (event.kind) {
    case 'message':
    case 'call':
      // a message is what agents and the customer wait for: the extras it causes yield to it
      return asForeground(() => ingestMessage(ctx, event));
    case 'ack': {
      const raised = await messagesRepo.raiseAck(
        ctx.db,
        event.companyId,
        event.connectionId,
        event.externalId,
        event.ack,
      );
      if (raised?.ticket) await emitMessageUpdated(ctx, raised.message, raised.ticket);
      return;
    }
    case 'failed': {
      const row = await messagesRepo.findByExternalId(
        ctx.db,
        event.companyId,
        event.connectionId,
        event.externalId,
      );
      if (!row || !row.fromMe) return;
      const updated = await messagesRepo.updateMessage(ctx.db, event.companyId, row.id, {
        sendStatus: 'failed',
        sendError: event.error,
      });
      if (updated) await emitMessageUpdated(ctx, updated);
      return;
    }
    case 'reaction-removed':
      return takeBackReactions(ctx, event.connectionId, {
        number: event.from.number.replace(/\D/g, ''),
        targetExternalId: event.targetExternalId,
        until: event.timestamp,
      });
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
      if (!updated) return;
      await emitMessageUpdated(ctx, updated);
      await previewFollowsChange(ctx, updated);
      return;
    }
  }
}

async function ingestMessage(ctx: SystemCtx, event: MessageEvent) {
  const { companyId, connectionId, externalId } = event;
  const isCall = event.kind === 'call';
  const fromMe = !isCall && event.fromMe;
  const mediaType = isCall ? 'call_log' : event.mediaType;
  // calls are rare: only they read the zone
  const body = isCall
    ? callBody(event.timestamp, await settingValue(ctx.db, companyId, 'timezone'))
    : event.body;
  const media = isCall ? undefined : event.media;
  const mediaName = media?.name ?? (isCall ? undefined : event.unavailableMediaName);
  const isGroup = event.from.isGroup;
  // group ids keep their own form; a person's number is stored as digits only, and as the
  // contact already has it when WhatsApp gives the other form of a Brazilian mobile
  const given = isGroup ? event.from.number.trim() : event.from.number.replace(/\D/g, '');
  if (!given || (await groupIgnored(ctx, companyId, isGroup))) return;

  const message = await storeInboundMessage(ctx.db, {
    companyId,
    whatsappId: connectionId,
    number: given,
    otherNumber: isGroup ? undefined : brazilianMobileVariant(given),
    name: event.from.name.trim() || given,
    isGroup,
    externalId,
    body,
    fromMe,
    mediaType,
    mediaPath: media?.path,
    mediaName,
    quotedExternalId: isCall ? undefined : event.quotedExternalId,
    participant: isCall ? undefined : event.participant,
    participantName: isCall ? undefined : event.participantName,
    createdAt: event.timestamp,
    preview: messageSummary({ body, mediaType, mediaName }),
    cycleAt: ctx.clock.now(),
  });
  // already stored (a repeated or concurrent delivery): only what may not have followed it
  if (!message) return repeatedDelivery(ctx, event, fromMe);
  const number = message.contactNumber ?? given;

  // what reaches the agents' screens waits for as few round trips as can be: these three
  // at once, then the events; the bookkeeping follows them
  const [ticket, quoted, campaigns] = await Promise.all([
    ticketsRepo.loadTicketDTO(ctx.db, companyId, message.ticketId),
    message.quotedMsgId
      ? messagesRepo.findMessage(ctx.db, companyId, message.quotedMsgId)
      : undefined,
    // what campaigns told this customer goes into the ticket first, above their message
    !fromMe && !isCall && !isGroup ? campaignsOnCustomerMessage(ctx, number) : undefined,
  ]);
  if (!ticket) return;
  ctx.events.emit({
    type: 'message.created',
    companyId,
    message: messagesRepo.toMessageDTO(message, quoted),
    ticket,
  });
  ctx.events.emit({ type: 'ticket.updated', companyId, ticket, sentWithMessage: true });
  if (mediaType === 'reaction' && !isCall && event.quotedExternalId) {
    // a new reaction replaces the person's earlier one on that message
    await takeBackReactions(ctx, connectionId, {
      number,
      targetExternalId: event.quotedExternalId,
      until: event.timestamp,
      keepId: message.id,
    });
  }
  if (!fromMe && !isCall) lookUpPictureOnMessage(ctx, ticket);
  // a campaign recipient's reply confirms it (the ticket opens as for any message)
  if (campaigns?.awaitingConfirmation) await answerConfirmation(ctx, number);
  // the ticket was opened by this very message when both rows carry the same stamp: the
  // database's now(), its transaction's start
  const opened = ticket.createdAt === message.updatedAt.toISOString();
  if (opened && !isGroup && message.contactId !== null) {
    await announceContactIfNew(ctx, message.contactId, message.updatedAt);
  }
  // a refused call is explained before the bot greets the caller
  if (isCall) await answerRefusedCall(ctx, message);
  await afterCustomerMessage(ctx, message, ticket, { opened });
}

/** A message delivered again: its answer, had the first delivery stopped before giving it. */
async function repeatedDelivery(ctx: SystemCtx, event: MessageEvent, fromMe: boolean) {
  if (fromMe) return;
  const { companyId, connectionId, externalId } = event;
  const message = await messagesRepo.findByExternalId(ctx.db, companyId, connectionId, externalId);
  if (!message) return;
  const ticket = await ticketsRepo.loadTicketDTO(ctx.db, companyId, message.ticketId);
  if (ticket) await afterCustomerMessage(ctx, message, ticket);
}
