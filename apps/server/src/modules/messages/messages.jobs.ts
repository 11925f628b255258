import { z } from 'zod';
import { ChannelError } from '../../channels/channel';
import type { SystemCtx } from '../../context';
import { defineJob } from '../../jobs/job-queue';
import { contentTypeOf } from '../../media/media-type';
import { findContact } from '../contacts/contacts.repo';
import { findTicket } from '../tickets/tickets.repo';
import { findWhatsapp } from '../whatsapps/whatsapps.repo';
import * as repo from './messages.repo';

/**
 * Delivers one outbound message through its connection's channel. Idempotent: a message
 * already sent is skipped, so a job that runs twice never sends twice. Retryable channel
 * failures retry with backoff; the last failure is recorded on the message.
 */
export const sendMessageJob = defineJob({
  name: 'message.send',
  schema: z.object({ companyId: z.number().int(), messageId: z.number().int() }),
  retryLimit: 4,
  retryDelaySeconds: 2,
  async handler(system: (companyId: number) => SystemCtx, { companyId, messageId }, attempt) {
    const ctx = system(companyId);
    const message = await repo.findMessage(ctx.db, companyId, messageId);
    if (!message || message.sendStatus === 'sent' || message.isDeleted) return;
    const ticket = await findTicket(ctx.db, companyId, message.ticketId);
    const connection = ticket && (await findWhatsapp(ctx.db, companyId, ticket.whatsappId));
    const contact = ticket && (await findContact(ctx.db, companyId, ticket.contactId));
    if (!ticket || !connection || !contact) return;
    const quoted = message.quotedMsgId
      ? await repo.findMessage(ctx.db, companyId, message.quotedMsgId)
      : undefined;
    try {
      const { externalId } = await ctx.channels.get(connection.provider).send(
        { id: connection.id, companyId, name: connection.name },
        {
          to: contact.number,
          body: message.body,
          media: message.mediaPath
            ? {
                absolutePath: ctx.media.absolutePath(message.mediaPath),
                name: message.mediaName ?? 'arquivo',
                mimetype: contentTypeOf(message.mediaName ?? ''),
              }
            : undefined,
          quotedExternalId: quoted?.externalId,
        },
      );
      await finish(ctx, message, { externalId, sendStatus: 'sent', sendError: null, ack: 1 });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const retryable = !(err instanceof ChannelError) || err.retryable;
      if (retryable && attempt.retryCount < attempt.retryLimit) {
        await repo.updateMessage(ctx.db, companyId, messageId, { sendError: reason });
        throw err;
      }
      await finish(ctx, message, { sendStatus: 'failed', sendError: reason });
    }
  },
});

async function finish(ctx: SystemCtx, message: repo.MessageRow, patch: Partial<repo.NewMessage>) {
  const row = await repo.updateMessage(ctx.db, message.companyId, message.id, patch);
  const ticket = await findTicket(ctx.db, message.companyId, message.ticketId);
  if (!row || !ticket) return;
  ctx.events.emit({
    type: 'message.updated',
    companyId: message.companyId,
    message: await repo.messageDTOOf(ctx.db, row),
    ticket: { id: ticket.id, queueId: ticket.queueId, userId: ticket.userId },
  });
}
