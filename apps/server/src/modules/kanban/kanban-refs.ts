import { isAdminProfile, KANBAN_MESSAGES } from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError } from '../../http/app-error';
import type { CardViewer } from './kanban-cards.repo';
import { existingIds, LINK_KINDS, type LinkKind } from './kanban-links.repo';

export const viewerOf = (ctx: Ctx): CardViewer => ({
  companyId: ctx.companyId,
  userId: ctx.user.id,
  admin: isAdminProfile(ctx.user.profile),
  queueIds: ctx.user.queueIds,
});

/** 404 naming the field: the id is another company's or nobody's, and we do not say which. */
export const refNotFound = (field: string, message: string = KANBAN_MESSAGES.notInCompany) =>
  new AppError('ERR_NOT_FOUND', 404, `${field}: ${message}`, { [field]: message });

export const cardNotFound = () => refNotFound('id', KANBAN_MESSAGES.cardNotFound);

/** Every id given for a kind must name a row of the actor's company (one query per kind). */
export async function assertRefs(
  ctx: Ctx,
  refs: Partial<Record<LinkKind, number[]>>,
  fieldOf: (kind: LinkKind) => string = (kind) => kind,
) {
  for (const kind of LINK_KINDS) {
    const ids = refs[kind];
    if (!ids?.length) continue;
    const found = await existingIds(ctx.db, ctx.companyId, kind, ids);
    if (ids.some((id) => !found.has(id))) throw refNotFound(fieldOf(kind));
  }
}
