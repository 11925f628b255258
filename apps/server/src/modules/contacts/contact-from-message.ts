import type { SystemCtx } from '../../context';
import { loadContactDTO } from './contacts.service';

/**
 * A customer's first message creates their contact inside the ingest function, which emits
 * nothing: its listeners (the contacts page, the webhooks' contact.created) learn of it here,
 * as of a contact made by hand. `at` is the ingest's transaction start, which is the contact's
 * creation time only when that very message created it. Called for a ticket the message opened
 * (a new contact has no ticket before), so an ongoing conversation costs no query.
 */
export async function announceContactIfNew(ctx: SystemCtx, contactId: number, at: Date) {
  const contact = await loadContactDTO(ctx.db, ctx.companyId, contactId);
  if (contact?.createdAt !== at.toISOString()) return;
  ctx.events.emit({ type: 'contact.created', companyId: ctx.companyId, contact });
}
