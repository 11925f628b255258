import { randomUUID } from 'node:crypto';
import { SCHEDULE_MESSAGES } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { contentTypeOf, mediaTypeOf } from '../../media/media-type';
import { findContact } from '../contacts/contacts.repo';
import * as messagesRepo from '../messages/messages.repo';
import { fillMessageVariables } from '../messages/message-variables';
import { recordCycle } from '../ticket-tracking/ticket-cycles';
import * as ticketsRepo from '../tickets/tickets.repo';
import { findWhatsapp } from '../whatsapps/whatsapps.repo';
import { announceSchedule } from './schedule-events';
import * as repo from './schedules.repo';

/**
 * Sends a due schedule exactly once. It is claimed first (PENDENTE → AGENDADA, one statement:
 * of several workers or repeated jobs exactly one gets it), then sent through the channel,
 * then settled: ENVIADA with the message stored on the contact's ticket, or ERRO with the
 * reason. A worker that dies between claim and settle leaves it AGENDADA; the minute sweep
 * reports it as of unknown outcome (expireStaleClaims) and never sends it again.
 */
export async function deliverSchedule(ctx: SystemCtx, id: number) {
  const claimed = await repo.claimDue(ctx.db, ctx.companyId, id, ctx.clock.now());
  if (!claimed) return;
  await announceSchedule(ctx, id, 'update');
  let externalId: string;
  let target: Awaited<ReturnType<typeof prepare>>;
  try {
    target = await prepare(ctx, claimed);
    const { connection, contact } = target;
    const media = claimed.mediaPath
      ? {
          absolutePath: ctx.media.absolutePath(claimed.mediaPath),
          name: claimed.mediaName ?? 'arquivo',
          mimetype: contentTypeOf(claimed.mediaName ?? ''),
        }
      : undefined;
    ({ externalId } = await ctx.channels
      .get(connection.provider)
      .send(
        { id: connection.id, companyId: ctx.companyId, name: connection.name },
        { to: contact.number, body: target.body, media },
      ));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await repo.settle(ctx.db, ctx.companyId, id, { status: 'ERRO', error: reason });
    await announceSchedule(ctx, id, 'update');
    return;
  }
  await record(ctx, claimed, target, externalId);
  await announceSchedule(ctx, id, 'update');
}

/** The contact, connection and a live ticket to store the message on (opened if none). */
async function prepare(ctx: SystemCtx, s: repo.ScheduleRow) {
  const [contact, connection] = await Promise.all([
    findContact(ctx.db, ctx.companyId, s.contactId),
    findWhatsapp(ctx.db, ctx.companyId, s.whatsappId),
  ]);
  if (!contact) throw new Error(SCHEDULE_MESSAGES.contactNotFound);
  if (!connection) throw new Error(SCHEDULE_MESSAGES.connectionNotFound);
  if (!s.body.trim() && !s.mediaPath) throw new Error(SCHEDULE_MESSAGES.emptyMessage);
  // the new-ticket flow's way: the contact's live ticket on the connection, or a new open one
  const { ticket, created } = await ticketsRepo.findOrCreateLiveTicket(ctx.db, ctx.companyId, {
    contactId: contact.id,
    whatsappId: connection.id,
    queueId: null,
    userId: s.userId,
    status: 'open',
    isGroup: contact.isGroup,
  });
  if (created) await recordCycle(ctx, undefined, ticket);
  const body = await fillMessageVariables(ctx, ticket.id, s.body);
  return { contact, connection, ticket, body };
}

/** The channel took it: store the message on the ticket and settle ENVIADA, together. */
async function record(
  ctx: SystemCtx,
  s: repo.ScheduleRow,
  { ticket, body }: Awaited<ReturnType<typeof prepare>>,
  externalId: string,
) {
  const mimetype = contentTypeOf(s.mediaName ?? '');
  const sentAt = ctx.clock.now();
  try {
    const message = await ctx.db.transaction(async (tx) => {
      const row = await messagesRepo.insertMessageOnce(tx, {
        companyId: ctx.companyId,
        ticketId: ticket.id,
        whatsappId: ticket.whatsappId,
        contactId: ticket.contactId,
        userId: s.userId,
        externalId: externalId || `local-${randomUUID()}`,
        body,
        fromMe: true,
        read: true,
        mediaType: s.mediaPath ? mediaTypeOf(mimetype) : 'chat',
        mediaPath: s.mediaPath,
        mediaName: s.mediaName,
        sendStatus: 'sent',
        ack: 1,
      });
      const preview = body || s.mediaName || '';
      await ticketsRepo.touchTicketWithMessage(tx, ctx.companyId, ticket.id, preview, false);
      await repo.settle(tx, ctx.companyId, s.id, {
        status: 'ENVIADA',
        sentAt,
        ticketId: ticket.id,
      });
      return row;
    });
    const dto = await ticketsRepo.loadTicketDTO(ctx.db, ctx.companyId, ticket.id);
    if (message && dto) {
      const created = messagesRepo.toMessageDTO(message);
      ctx.events.emit({
        type: 'message.created',
        companyId: ctx.companyId,
        message: created,
        ticket: dto,
      });
    }
    if (dto) ctx.events.emit({ type: 'ticket.updated', companyId: ctx.companyId, ticket: dto });
  } catch (err) {
    // it did go out: say so, even though the chat could not keep a copy
    ctx.log.error({ err, scheduleId: s.id }, 'scheduled message sent but not stored');
    await repo.settle(ctx.db, ctx.companyId, s.id, {
      status: 'ENVIADA',
      sentAt,
      ticketId: ticket.id,
    });
  }
}
