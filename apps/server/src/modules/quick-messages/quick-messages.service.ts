import {
  isAdminProfile,
  QUICK_MESSAGE_LIST_MAX,
  QUICK_MESSAGE_MESSAGES,
  QUICK_MESSAGE_PAGE_SIZE,
  type QuickMessageDTO,
  type QuickMessageData,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { toQuickMessageDTO } from './quick-messages.dto';
import * as repo from './quick-messages.repo';

const viewerOf = (ctx: Ctx): repo.Viewer => ({ companyId: ctx.companyId, userId: ctx.user.id });
const quickMessageNotFound = () => notFound('ERR_NOT_FOUND', QUICK_MESSAGE_MESSAGES.notFound);

function announce(
  ctx: Ctx,
  type: 'quickMessage.created' | 'quickMessage.updated',
  row: repo.QuickMessageRow,
) {
  const record = toQuickMessageDTO(row);
  ctx.events.emit({ type, companyId: ctx.companyId, record });
  return record;
}

export async function listPage(ctx: Ctx, q: { searchParam: string; pageNumber: number }) {
  const { rows, hasMore } = await repo.listPage(ctx.db, viewerOf(ctx), {
    search: q.searchParam,
    limit: QUICK_MESSAGE_PAGE_SIZE,
    offset: (q.pageNumber - 1) * QUICK_MESSAGE_PAGE_SIZE,
  });
  return { records: rows.map(toQuickMessageDTO), hasMore };
}

export async function listAll(ctx: Ctx): Promise<QuickMessageDTO[]> {
  const rows = await repo.listAll(ctx.db, viewerOf(ctx), QUICK_MESSAGE_LIST_MAX);
  return rows.map(toQuickMessageDTO);
}

async function visibleRow(ctx: Ctx, id: number) {
  const row = await repo.findVisible(ctx.db, viewerOf(ctx), id);
  if (!row) throw quickMessageNotFound();
  return row;
}

/** What the user may see, and may change only when they wrote it or are an admin. */
async function editableRow(ctx: Ctx, id: number) {
  const row = await visibleRow(ctx, id);
  if (row.userId !== ctx.user.id && !isAdminProfile(ctx.user.profile)) throw forbidden();
  return row;
}

export async function getOne(ctx: Ctx, id: number) {
  return toQuickMessageDTO(await visibleRow(ctx, id));
}

/** Two messages an agent sees may not share a shortcode: the '/' list could not tell them apart. */
async function checkShortcode(
  ctx: Ctx,
  candidate: { shortcode: string; ownerId: number; geral: boolean; exceptId?: number },
) {
  if (await repo.findShortcodeClash(ctx.db, ctx.companyId, candidate)) {
    const text = QUICK_MESSAGE_MESSAGES.shortcodeTaken;
    throw new AppError('ERR_VALIDATION', 400, text, { shortcode: text });
  }
}

export async function create(ctx: Ctx, input: QuickMessageData) {
  await checkShortcode(ctx, {
    shortcode: input.shortcode,
    ownerId: ctx.user.id,
    geral: input.geral,
  });
  const row = await repo.insert(ctx.db, {
    ...input,
    companyId: ctx.companyId,
    userId: ctx.user.id,
  });
  return announce(ctx, 'quickMessage.created', row);
}

export async function update(ctx: Ctx, id: number, input: QuickMessageData) {
  const current = await editableRow(ctx, id);
  await checkShortcode(ctx, {
    shortcode: input.shortcode,
    ownerId: current.userId ?? ctx.user.id,
    geral: input.geral,
    exceptId: id,
  });
  const row = await repo.update(ctx.db, ctx.companyId, id, input);
  if (!row) throw quickMessageNotFound();
  return announce(ctx, 'quickMessage.updated', row);
}

export async function remove(ctx: Ctx, id: number) {
  const current = await editableRow(ctx, id);
  if (!(await repo.remove(ctx.db, ctx.companyId, id))) throw quickMessageNotFound();
  await forgetFile(ctx, current.mediaPath);
  ctx.events.emit({ type: 'quickMessage.deleted', companyId: ctx.companyId, quickMessageId: id });
}

/** A replaced or removed attachment leaves no file behind. */
async function forgetFile(ctx: Ctx, mediaPath: string | null, keep?: string) {
  if (mediaPath && mediaPath !== keep) await ctx.media.remove(mediaPath);
}

/** Checked before the upload streams to storage, so strangers never write a file. */
export const assertEditable = (ctx: Ctx, id: number) => editableRow(ctx, id).then(() => undefined);

/** Records an already saved file as the message's attachment (replacing any previous one). */
export async function attachMedia(ctx: Ctx, id: number, file: { path: string; name: string }) {
  const current = await editableRow(ctx, id);
  const row = await repo.update(ctx.db, ctx.companyId, id, {
    mediaPath: file.path,
    mediaName: file.name,
  });
  if (!row) throw quickMessageNotFound();
  await forgetFile(ctx, current.mediaPath, file.path);
  return announce(ctx, 'quickMessage.updated', row);
}

export async function detachMedia(ctx: Ctx, id: number) {
  const current = await editableRow(ctx, id);
  const row = await repo.update(ctx.db, ctx.companyId, id, { mediaPath: null, mediaName: null });
  if (!row) throw quickMessageNotFound();
  await forgetFile(ctx, current.mediaPath);
  return announce(ctx, 'quickMessage.updated', row);
}

export async function media(ctx: Ctx, id: number) {
  const row = await visibleRow(ctx, id);
  if (!row.mediaPath || !ctx.media.exists(row.mediaPath)) throw quickMessageNotFound();
  return { stream: ctx.media.open(row.mediaPath), name: row.mediaName ?? 'arquivo' };
}
