import type { CampaignVariable, ShippingStatus } from '@atende/shared';
import { ChannelError, MaybeSentError, type OutboundMessage } from '../../channels/channel';
import type { SystemCtx } from '../../context';
import { contentTypeOf } from '../../media/media-type';
import type { WhatsappRow } from '../whatsapps/whatsapps.repo';
import { confirmationOf, messageOf, renderText } from './campaign-text';
import type { CampaignRow } from './campaigns.repo';
import { fileNameOf } from '../file-lists/file-lists.service';
import { fileListFiles } from './delivery.repo';
import type { ShippingRow } from './shippings.repo';

type Patch = Partial<ShippingRow>;

/** How a claimed send ended, as the row to settle it with. */
export interface Outcome {
  patch(from: ShippingStatus, at: Date): Patch;
  /** The channel refused before taking the message: the row is free again, later. */
  retryAfter?: boolean;
  /** The text went out (and waits to be recorded in the recipient's ticket). */
  sentText?: boolean;
  /** A rate limit's hint (ChannelError.retryAfterMs): when the channel takes a send again. */
  retryAfterMs?: number;
}

/** Sent: settled with the text as it went out, for the recipient's ticket (campaign-inbox.ts). */
const sent = (externalId: string, confirming: boolean, body: string): Outcome => ({
  sentText: true,
  patch: (_from, at) =>
    confirming
      ? {
          status: 'awaiting_confirmation',
          confirmationRequestedAt: at,
          externalId,
          error: null,
          confirmationBody: body,
        }
      : { status: 'delivered', deliveredAt: at, externalId, error: null, messageBody: body },
});

/**
 * Sends a claimed recipient its confirmation request, or its message (the file list's files,
 * then the campaign's media with the text, or the text alone). A channel that refused before
 * taking anything (not connected, retryable) frees the row; a final refusal is 'failed'; any
 * other failure may have sent something and is 'unknown', never retried (decision 0070).
 */
export async function sendToRecipient(
  ctx: SystemCtx,
  c: CampaignRow,
  conn: WhatsappRow,
  row: ShippingRow,
  variables: CampaignVariable[],
): Promise<Outcome> {
  const channel = ctx.channels.get(conn.provider);
  const ref = { id: conn.id, companyId: ctx.companyId, name: conn.name };
  const recipient = { name: row.name, number: row.number, email: row.email };
  const confirming = row.status === 'confirming';
  const media = (path: string, name: string, type?: string | null): OutboundMessage['media'] => ({
    absolutePath: ctx.media.absolutePath(path),
    name,
    mimetype: type ?? contentTypeOf(name),
  });
  let wentOut = false;
  try {
    if (confirming) {
      const body = renderText(confirmationOf(c, row.variant), recipient, variables);
      const { externalId } = await channel.send(ref, { to: row.number, body });
      return sent(externalId, true, body);
    }
    const body = renderText(messageOf(c, row.variant), recipient, variables);
    if (c.fileListId) {
      for (const file of await fileListFiles(ctx.db, ctx.companyId, c.fileListId)) {
        await channel.send(ref, {
          to: row.number,
          body: '',
          // the customer's phone names the file by this: 'Orçamento.pdf', as the chat sends it
          media: media(file.path!, fileNameOf(file), file.mediaType),
        });
        wentOut = true;
      }
    }
    const { externalId } = await channel.send(ref, {
      to: row.number,
      body,
      media: c.mediaPath ? media(c.mediaPath, c.mediaName ?? 'arquivo') : undefined,
    });
    return sent(externalId, false, body);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    // a send that may have reached the customer is 'unknown' like one after a file went out
    if (err instanceof ChannelError && !(err instanceof MaybeSentError) && !wentOut) {
      if (err.retryable)
        return {
          patch: (from) => ({ status: from, error: reason }),
          retryAfter: true,
          retryAfterMs: err.retryAfterMs,
        };
      return { patch: () => ({ status: 'failed', error: reason }) };
    }
    ctx.log.warn({ err, shippingId: row.id }, 'campaign send ended unknown');
    return { patch: () => ({ status: 'unknown', error: reason }) };
  }
}
