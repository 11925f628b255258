import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SystemCtx } from '../../context';
import { announceAutomaticTexts } from '../messages/automatic-message';
import * as messagesRepo from '../messages/messages.repo';
import * as ticketsRepo from '../tickets/tickets.repo';

/**
 * Sends `audio` (an ogg/opus voice note) to the ticket's contact as an automatic message, once
 * per `key` (a retried turn stores no second copy), through the same send job as every message.
 */
export async function sendAutomaticVoice(
  ctx: SystemCtx,
  ticketId: number,
  audio: Buffer,
  key: string,
) {
  const ticket = await ticketsRepo.findTicket(ctx.db, ctx.companyId, ticketId);
  if (!ticket) return undefined;
  const name = 'resposta.ogg';
  const staged = await ctx.media.stage(ctx.companyId, Readable.from([audio]), name);
  await staged.commit();
  const row = await messagesRepo.insertAutomaticOnce(ctx.db, {
    companyId: ctx.companyId,
    ticketId,
    whatsappId: ticket.whatsappId,
    contactId: ticket.contactId,
    externalId: `auto-${randomUUID()}`,
    automaticKey: key,
    body: '',
    fromMe: true,
    read: true,
    mediaType: 'audio',
    mediaPath: staged.path,
    mediaName: name,
    sendStatus: 'queued',
    automatic: true,
  });
  if (!row) {
    await staged.discard();
    return undefined;
  }
  await ticketsRepo.touchTicketWithMessage(ctx.db, ctx.companyId, ticketId, name, false);
  await announceAutomaticTexts(ctx, ticketId, [row]);
  return row;
}
