import { messageSummary } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { loadTicketDTO } from '../tickets/tickets.repo';
import { setPreviewIfNewest, type MessageRow } from './messages.repo';

/** What the lists say of a deleted message, as the chat does (the server's previews are Portuguese). */
export const DELETED_PREVIEW = 'Esta mensagem foi apagada';

/** The lists' line for a message (a location or a photo said as such, not as stored). */
export const previewOf = (m: Pick<MessageRow, 'body' | 'mediaType' | 'mediaName'>) =>
  messageSummary(m);

/**
 * A message edited or deleted after it was sent: when it is the ticket's newest, the lists'
 * preview follows (a deleted text no longer shows under the contact's name), and they hear it.
 */
export async function previewFollowsChange(ctx: Pick<SystemCtx, 'db' | 'events'>, row: MessageRow) {
  // a reaction taken back leaves nothing behind, unlike a deleted message
  const gone = row.mediaType === 'reaction' ? '' : DELETED_PREVIEW;
  const preview = row.isDeleted ? gone : previewOf(row);
  if (!(await setPreviewIfNewest(ctx.db, row, preview))) return;
  const ticket = await loadTicketDTO(ctx.db, row.companyId, row.ticketId);
  if (ticket) ctx.events.emit({ type: 'ticket.updated', companyId: row.companyId, ticket });
}
