import {
  isAdminProfile,
  PAGE_SIZE,
  TAG_MESSAGES,
  type TagCreateData,
  type TagDTO,
  type TagListItemDTO,
  type TagChangeData,
  type TagSyncData,
  type TagUpdateData,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { lockCompanyRow } from '../../db/lock-company-row';
import type { Executor } from '../../db/client';
import { tags } from '../../db/schema';
import { AppError, forbidden, invalid, notFound } from '../../http/app-error';
import { accessibleTicket } from '../tickets/ticket-access';
import { refuseIfActiveCampaignUses } from '../campaigns/campaign-in-use';
import { loadTicketDTO } from '../tickets/tickets.repo';
import * as repo from './tags.repo';

const duplicateName = () =>
  new AppError('ERR_VALIDATION', 400, TAG_MESSAGES.duplicate, { name: TAG_MESSAGES.duplicate });
const tagNotFound = () => notFound('ERR_NOT_FOUND', TAG_MESSAGES.notFound);

/** Spec 2 §6: admins and supervisors manage tags (and only they set the kanban flag). */
export function managesTags(profile: string | undefined | null) {
  const p = (profile ?? '').toLowerCase();
  return p === 'admin' || p === 'supervisor';
}

function requireManager(ctx: Ctx) {
  if (!managesTags(ctx.user.profile)) throw forbidden();
}

/** Whose tickets a tag's count covers: an admin's, all; anyone else's, those they may open. */
const countsFor = (ctx: Ctx) => (isAdminProfile(ctx.user.profile) ? undefined : ctx.user);

export function listTags(ctx: Ctx) {
  return repo.listTags(ctx.db, ctx.companyId);
}

/** GET /tags: the Tags page, any signed-in user of the company. */
export async function listTagsPage(ctx: Ctx, q: { searchParam: string; pageNumber: number }) {
  const page = await repo.listTagsPage(ctx.db, ctx.companyId, {
    search: q.searchParam,
    limit: PAGE_SIZE,
    offset: (q.pageNumber - 1) * PAGE_SIZE,
    restrictTo: countsFor(ctx),
  });
  return { tags: page.rows, hasMore: page.hasMore };
}

export async function getTag(ctx: Ctx, id: number): Promise<TagListItemDTO> {
  const tag = await repo.findTag(ctx.db, ctx.companyId, id, countsFor(ctx));
  if (!tag) throw tagNotFound();
  return tag;
}

/** Any user may create a tag from the chat's tag editor; names are unique ignoring case. */
export async function createTag(ctx: Ctx, input: TagCreateData): Promise<TagDTO> {
  if (input.kanban !== undefined && !managesTags(ctx.user.profile)) throw forbidden();
  if (await repo.findTagByName(ctx.db, ctx.companyId, input.name)) throw duplicateName();
  // a concurrent request may have taken the name since the check: the unique index decides
  const tag = await repo.insertTag(ctx.db, ctx.companyId, input);
  if (!tag) throw duplicateName();
  ctx.events.emit({ type: 'tag.created', companyId: ctx.companyId, tag });
  return tag;
}

/** PUT /tags/{id}: name, colour and kanban flag, by an admin or a supervisor. */
export async function updateTag(ctx: Ctx, id: number, input: TagUpdateData): Promise<TagDTO> {
  requireManager(ctx);
  const tag = await ctx.db.transaction(async (tx) => {
    if (!(await repo.findTag(tx, ctx.companyId, id))) throw tagNotFound();
    if (input.name !== undefined && (await repo.findTagByName(tx, ctx.companyId, input.name, id))) {
      throw duplicateName();
    }
    const updated = await repo.updateTag(tx, ctx.companyId, id, {
      name: input.name,
      color: input.color,
      kanban: input.kanban,
    });
    if (!updated) throw tagNotFound();
    return updated;
  });
  ctx.events.emit({ type: 'tag.updated', companyId: ctx.companyId, tag });
  return tag;
}

/**
 * DELETE /tags/{id}: the tag leaves every ticket that had it; a tag a campaign still sends to
 * stays (docs/decisions/0149).
 */
export async function deleteTag(ctx: Ctx, id: number) {
  requireManager(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCompanyRow(tx, tags, ctx.companyId, id))) throw tagNotFound();
    await refuseIfActiveCampaignUses(tx, ctx.companyId, 'tagListId', id);
    await repo.deleteTag(tx, ctx.companyId, id);
  });
  ctx.events.emit({ type: 'tag.deleted', companyId: ctx.companyId, tagId: id });
}

/**
 * Changes a ticket's tags under its row lock, after checking the viewer may open it and that
 * every tag named is the company's; answers and broadcasts the updated ticket.
 */
async function changeTags(
  ctx: Ctx,
  ticketId: number,
  tagIds: number[],
  write: (tx: Executor, owned: number[]) => Promise<void>,
) {
  const ticket = await ctx.db.transaction(async (tx) => {
    await repo.lockTicket(tx, ctx.companyId, ticketId);
    await accessibleTicket(ctx, ticketId, tx);
    const ids = [...new Set(tagIds)];
    const owned = await repo.ownedTagIds(tx, ctx.companyId, ids);
    if (owned.length !== ids.length) throw invalid({ tags: TAG_MESSAGES.notFound });
    await write(tx, owned);
    return (await loadTicketDTO(tx, ctx.companyId, ticketId))!;
  });
  ctx.events.emit({ type: 'ticket.updated', companyId: ctx.companyId, ticket });
  return { ticket };
}

/** POST /tags/sync: the ticket's tags become exactly `input.tags`. */
export function syncTicketTags(ctx: Ctx, input: TagSyncData) {
  return changeTags(
    ctx,
    input.ticketId,
    input.tags.map((t) => t.id),
    (tx, owned) => repo.replaceTicketTags(tx, ctx.companyId, input.ticketId, owned),
  );
}

/**
 * PATCH /tickets/{id}/tags: adds and removes tags, keeping whatever else the ticket carries now,
 * so two people tagging one ticket at once both keep their change (decision 0153).
 */
export function changeTicketTags(ctx: Ctx, ticketId: number, input: TagChangeData) {
  // a tag deleted meanwhile has left the ticket already: removing it is no error
  return changeTags(ctx, ticketId, input.add, async (tx) => {
    await repo.removeTicketTags(tx, ctx.companyId, ticketId, input.remove);
    await repo.addTicketTags(tx, ctx.companyId, ticketId, input.add);
  });
}
