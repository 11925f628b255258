import { randomUUID } from 'node:crypto';
import type { SystemCtx } from '../../context';
import type { MessageTemplatePayload } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { mediaTypeOf } from '../../media/media-type';
import type { UploadedFile } from '../../media/storage';
import * as ticketsRepo from '../tickets/tickets.repo';
import { sendMessageJob } from './message-send.job';
import { previewOf } from './message-preview';
import { fillMessageVariables } from './message-variables';
import * as repo from './messages.repo';

export interface SendInput {
  body: string;
  quotedMsgId?: number;
  /** uploads already in media storage */
  files: UploadedFile[];
  /** An approved template (cloud-api) that `body` renders; sent as the template. */
  template?: MessageTemplatePayload;
}

/** The ticket a message goes out on. */
export interface OutboundTicket {
  id: number;
  whatsappId: number;
  contactId: number;
}

/**
 * One message per file, the text as the caption of the first file that can carry one. An
 * audio cannot (WhatsApp shows no caption on it): with only audio, the text is a message of
 * its own after the files, so what the chat shows is what the customer receives.
 */
function draftsOf<F extends { mediaType: string }>(body: string, files: F[]) {
  if (files.length === 0) return [{ body, media: undefined }];
  const captioned = files.findIndex((f) => f.mediaType !== 'audio');
  const drafts: { body: string; media: F | undefined }[] = files.map((f, i) => ({
    body: i === captioned ? body : '',
    media: f,
  }));
  if (captioned === -1 && body) drafts.push({ body, media: undefined });
  return drafts;
}

/**
 * Stores outbound message(s) on a ticket as queued, tells the lists, and hands each to the
 * send job: the one path of the chat and the external API (`userId` null: no agent wrote it).
 */
export async function queueOutboundMessages(
  ctx: SystemCtx,
  ticket: OutboundTicket,
  input: SendInput,
  userId: number | null,
) {
  const ticketId = ticket.id;
  const typed = input.body.trim();
  if (!typed && input.files.length === 0) {
    throw new AppError('ERR_VALIDATION', 400, 'Mensagem vazia', { body: 'Required' });
  }
  // a template's text is the approved one, already filled (cloud-api templates)
  const body = input.template ? typed : await fillMessageVariables(ctx, ticketId, typed);
  const quoted = input.quotedMsgId
    ? await repo.findMessage(ctx.db, ctx.companyId, input.quotedMsgId)
    : undefined;
  if (input.quotedMsgId && (!quoted || quoted.ticketId !== ticketId)) {
    throw new AppError('ERR_VALIDATION', 400, 'Mensagem citada não encontrada', {
      quotedMsg: 'Not found',
    });
  }
  const saved = input.files.map((f) => ({ ...f, mediaType: mediaTypeOf(f.mimetype) }));
  const drafts = draftsOf(body, saved);
  const created: repo.MessageRow[] = [];
  for (const d of drafts) {
    const row = await repo.insertMessageOnce(ctx.db, {
      companyId: ctx.companyId,
      ticketId,
      whatsappId: ticket.whatsappId,
      contactId: ticket.contactId,
      userId,
      externalId: `local-${randomUUID()}`,
      body: d.body,
      fromMe: true,
      read: true,
      mediaType: d.media?.mediaType ?? 'chat',
      mediaPath: d.media?.path,
      mediaName: d.media?.name,
      quotedMsgId: quoted?.id,
      sendStatus: 'queued',
      template: input.template,
    });
    if (row) created.push(row);
  }
  const last = created.at(-1)!;
  await ticketsRepo.touchTicketWithMessage(ctx.db, ctx.companyId, ticketId, previewOf(last), false);
  const ticketDTO = (await ticketsRepo.loadTicketDTO(ctx.db, ctx.companyId, ticketId))!;
  for (const row of created) {
    ctx.events.emit({
      type: 'message.created',
      companyId: ctx.companyId,
      message: repo.toMessageDTO(row, quoted),
      ticket: ticketDTO,
    });
    await ctx.jobs.send(sendMessageJob, { companyId: ctx.companyId, messageId: row.id });
  }
  ctx.events.emit({
    type: 'ticket.updated',
    companyId: ctx.companyId,
    ticket: ticketDTO,
    sentWithMessage: true,
  });
  return created.map((m) => repo.toMessageDTO(m, quoted));
}
