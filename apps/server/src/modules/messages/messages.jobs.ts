import type { z } from 'zod';
import { ChannelError } from '../../channels/channel';
import type { SystemCtx } from '../../context';
import type { JobAttempt } from '../../jobs/job-queue';
import { contentTypeOf } from '../../media/media-type';
import { emitMessageUpdated } from './message-events';
import { SEND_LEASE_SECONDS, sendMessageJob } from './message-send.job';
import * as repo from './messages.repo';
import { claimForSend, findSendSubject } from './outbound.repo';

/** The file's type by its name, else by its stored name (which keeps a safe extension). */
const mimetypeOf = (name: string | null, path: string) => {
  const byName = contentTypeOf(name ?? '');
  return byName === 'application/octet-stream' ? contentTypeOf(path) : byName;
};

/** How long a message waits before trying again when an earlier one is in another's hands. */
const WAIT_BEHIND_MS = 5_000;

/**
 * Delivers one outbound message through its connection's channel, after every earlier message
 * of the same ticket still waiting: whichever job runs first, the customer receives them in the
 * order they were written, also when a send was interrupted or is being retried. Idempotent:
 * each message is claimed before it goes and one already sent is skipped, so a job that runs
 * twice never sends twice. Retryable channel failures retry with backoff (the later messages
 * wait); the last failure is recorded on the message. A send that may have reached the
 * customer without an answer (MaybeSentError) is failed at once, never retried: at most once,
 * and the agent told to check before sending it again.
 */
export async function sendMessageHandler(
  system: (companyId: number) => SystemCtx,
  { companyId, messageId }: z.output<typeof sendMessageJob.schema>,
  attempt: JobAttempt,
) {
  const ctx = system(companyId);
  const subject = await findSendSubject(ctx.db, companyId, messageId);
  if (!subject?.waiting) return;
  const { ticketId, connection, number } = subject;
  if (ticketId === null || connection === null || number === null) return;
  const lastAttempt = attempt.retryCount >= attempt.retryLimit;

  for (const waitingId of subject.queuedIds) {
    const claimed = await claimForSend(ctx.db, companyId, waitingId, SEND_LEASE_SECONDS);
    if (!claimed) {
      const now = await repo.findMessage(ctx.db, companyId, waitingId);
      if (now?.sendStatus !== 'queued' || now.isDeleted) continue; // done meanwhile
      // another worker is sending it: come back after it, without spending a retry
      await ctx.jobs.send(
        sendMessageJob,
        { companyId, messageId },
        { startAfter: new Date(ctx.clock.now().getTime() + WAIT_BEHIND_MS) },
      );
      return;
    }
    const quoted = claimed.quotedMsgId
      ? await repo.findMessage(ctx.db, companyId, claimed.quotedMsgId)
      : undefined;
    try {
      const { externalId } = await ctx.channels.get(connection.provider).send(
        { id: connection.id, companyId, name: connection.name },
        {
          to: number,
          body: claimed.body,
          media: claimed.mediaPath
            ? {
                absolutePath: ctx.media.absolutePath(claimed.mediaPath),
                name: claimed.mediaName ?? 'arquivo',
                mimetype: mimetypeOf(claimed.mediaName, claimed.mediaPath),
              }
            : undefined,
          quotedExternalId: quoted?.externalId,
          template: claimed.template ?? undefined,
        },
      );
      await finish(ctx, claimed, { externalId, sendStatus: 'sent', sendError: null, ack: 1 });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const retryable = !(err instanceof ChannelError) || err.retryable;
      if (retryable && !lastAttempt) {
        await repo.updateMessage(ctx.db, companyId, claimed.id, {
          sendError: reason,
          sendClaimedAt: null,
        });
        throw err;
      }
      await finish(ctx, claimed, { sendStatus: 'failed', sendError: reason });
    }
  }
}

async function finish(ctx: SystemCtx, message: repo.MessageRow, patch: Partial<repo.NewMessage>) {
  const row = await repo.updateMessage(ctx.db, message.companyId, message.id, {
    ...patch,
    sendClaimedAt: null,
  });
  if (row) await emitMessageUpdated(ctx, row);
}
