import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SystemCtx } from '../../context';
import { mediaTypeOf } from '../../media/media-type';
import * as ticketsRepo from '../tickets/tickets.repo';
import { announceAutomaticTexts } from './automatic-message';
import * as repo from './messages.repo';

/** A file the system sends by itself (an AI's voice note, a flow's picture). */
export interface AutomaticMedia {
  data: Buffer;
  name: string;
  mimetype: string;
  /** The caption, if any. */
  body?: string;
}

/**
 * Sends `media` to the ticket's contact as an automatic message, once per `key` (a retried
 * engine turn stores no second copy), through the same send job as every message.
 */
export async function sendAutomaticMedia(
  ctx: SystemCtx,
  ticketId: number,
  media: AutomaticMedia,
  key: string,
) {
  const ticket = await ticketsRepo.findTicket(ctx.db, ctx.companyId, ticketId);
  if (!ticket) return undefined;
  const staged = await ctx.media.stage(ctx.companyId, Readable.from([media.data]), media.name);
  await staged.commit();
  const row = await repo.insertAutomaticOnce(ctx.db, {
    companyId: ctx.companyId,
    ticketId,
    whatsappId: ticket.whatsappId,
    contactId: ticket.contactId,
    externalId: `auto-${randomUUID()}`,
    automaticKey: key,
    body: media.body ?? '',
    fromMe: true,
    read: true,
    mediaType: mediaTypeOf(media.mimetype),
    mediaPath: staged.path,
    mediaName: media.name,
    sendStatus: 'queued',
    automatic: true,
  });
  if (!row) {
    await staged.discard();
    return undefined;
  }
  await ticketsRepo.touchTicketWithMessage(ctx.db, ctx.companyId, ticketId, media.name, false);
  await announceAutomaticTexts(ctx, ticketId, [row]);
  return row;
}
