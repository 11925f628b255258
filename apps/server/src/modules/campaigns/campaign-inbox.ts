import type { SystemCtx } from '../../context';
import type { MessageRow } from '../messages/messages.repo';
import { toMessageDTO } from '../messages/messages.repo';
import { loadTicketDTO } from '../tickets/tickets.repo';
import * as repo from './campaign-inbox.repo';

type Text = {
  field: 'inboxConfirmationId' | 'inboxMessageId';
  body: string | null;
  at: Date | null;
  recorded: number | null;
};

const textsOf = (r: repo.UnrecordedText): Text[] => [
  {
    field: 'inboxConfirmationId',
    body: r.confirmationBody,
    at: r.confirmationAt,
    recorded: r.inboxConfirmationId,
  },
  { field: 'inboxMessageId', body: r.messageBody, at: r.messageAt, recorded: r.inboxMessageId },
];

/**
 * Puts what campaigns sent to `number` into that number's live ticket, as sent messages of the
 * campaign (marked with its id, at the time they went out), so the agent who answers the
 * recipient reads what they were told (decision 0064). Campaign sends open no ticket: a text
 * waits on its shipping row until the recipient has a live ticket, which is when they write
 * (ingest) or at once when they already had one (the send). Each text is recorded once.
 */
export async function recordCampaignTexts(ctx: SystemCtx, number: string) {
  // most messages come from people no campaign wrote to: one indexed look, no transaction
  if (!(await repo.hasUnrecorded(ctx.db, ctx.companyId, number))) return;
  await recordUnrecorded(ctx, number);
}

/**
 * A customer's message: what campaigns told them goes into their ticket first (above their
 * message), and the same read says whether they answer a confirmation (answerConfirmation).
 */
export async function campaignsOnCustomerMessage(ctx: SystemCtx, number: string) {
  const marks = await repo.customerMarks(ctx.db, ctx.companyId, number);
  if (marks.unrecorded) await recordUnrecorded(ctx, number);
  return marks;
}

async function recordUnrecorded(ctx: SystemCtx, number: string) {
  const recorded = await ctx.db.transaction(async (tx) => {
    const stored: MessageRow[] = [];
    for (const r of await repo.lockUnrecorded(tx, ctx.companyId, number)) {
      if (r.ticketId === null || r.whatsappId === null) continue;
      for (const text of textsOf(r)) {
        if (text.body === null || text.at === null || text.recorded !== null) continue;
        const kind = text.field === 'inboxConfirmationId' ? 'confirmation' : 'message';
        const row = await repo.insertCampaignMessage(tx, ctx.companyId, {
          ticketId: r.ticketId,
          whatsappId: r.whatsappId,
          contactId: r.contactId,
          campaignId: r.campaignId,
          externalId: `campaign-${r.id}-${kind}`,
          body: text.body,
          createdAt: text.at,
        });
        if (!row) continue;
        await repo.markRecorded(tx, r.id, text.field, row.id);
        stored.push(row);
      }
    }
    return stored;
  });
  for (const row of recorded.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const ticket = await loadTicketDTO(ctx.db, ctx.companyId, row.ticketId);
    if (ticket) {
      ctx.events.emit({
        type: 'message.created',
        companyId: ctx.companyId,
        message: toMessageDTO(row),
        ticket,
      });
    }
  }
}
