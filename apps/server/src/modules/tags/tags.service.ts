import { TAG_MESSAGES, type TagCreateData, type TagDTO, type TagSyncData } from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError, invalid } from '../../http/app-error';
import { accessibleTicket } from '../tickets/ticket-access';
import { loadTicketDTO } from '../tickets/tickets.repo';
import * as repo from './tags.repo';

const duplicateName = () =>
  new AppError('ERR_VALIDATION', 400, TAG_MESSAGES.duplicate, { name: TAG_MESSAGES.duplicate });

export function listTags(ctx: Ctx) {
  return repo.listTags(ctx.db, ctx.companyId);
}

/** Any user may create a tag from the chat's tag editor; names are unique ignoring case. */
export async function createTag(ctx: Ctx, input: TagCreateData): Promise<TagDTO> {
  if (await repo.findTagByName(ctx.db, ctx.companyId, input.name)) throw duplicateName();
  // a concurrent request may have taken the name since the check: the unique index decides
  const tag = await repo.insertTag(ctx.db, ctx.companyId, input);
  if (!tag) throw duplicateName();
  ctx.events.emit({ type: 'tag.created', companyId: ctx.companyId, tag });
  return tag;
}

/** The ticket's tags become exactly `input.tags`; answers and broadcasts the updated ticket. */
export async function syncTicketTags(ctx: Ctx, input: TagSyncData) {
  const ticket = await ctx.db.transaction(async (tx) => {
    await repo.lockTicket(tx, ctx.companyId, input.ticketId);
    await accessibleTicket(ctx, input.ticketId, tx);
    const ids = [...new Set(input.tags.map((t) => t.id))];
    const owned = await repo.ownedTagIds(tx, ctx.companyId, ids);
    if (owned.length !== ids.length) throw invalid({ tags: TAG_MESSAGES.notFound });
    await repo.replaceTicketTags(tx, input.ticketId, owned);
    return (await loadTicketDTO(tx, ctx.companyId, input.ticketId))!;
  });
  ctx.events.emit({ type: 'ticket.updated', companyId: ctx.companyId, ticket });
  return { ticket };
}
