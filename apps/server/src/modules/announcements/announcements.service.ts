import {
  ANNOUNCEMENT_MESSAGES,
  PAGE_SIZE,
  type AnnouncementData,
  type AnnouncementDTO,
  type AnnouncementsPageDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { forbidden, notFound } from '../../http/app-error';
import type { UploadedFile } from '../../media/storage';
import { toAnnouncementDTO, type AnnouncementRow } from './announcement-dto';
import * as repo from './announcements.repo';

const announcementNotFound = () => notFound('ERR_NOT_FOUND', ANNOUNCEMENT_MESSAGES.notFound);

/** Spec 3 §6: the page and every write are for super users only. */
function requireSuper(ctx: Ctx) {
  if (!ctx.user.super) throw forbidden();
}

/** Who may open an announcement: super users any, everyone else the active ones. */
export const canSeeAnnouncement = (viewer: { super: boolean }, record: { status: boolean }) =>
  viewer.super || record.status;

/** Tells every company (the broadcaster applies canSeeAnnouncement per socket). */
async function announce(ctx: Ctx, action: 'create' | 'update', row: AnnouncementRow) {
  const record = toAnnouncementDTO(row);
  ctx.events.emit({
    type: 'announcement.saved',
    companyId: ctx.companyId,
    action,
    record,
    audience: await repo.allCompanyIds(ctx.db),
  });
  return record;
}

/** GET /announcements: the page's list, every announcement by priority then newest. */
export async function listPage(
  ctx: Ctx,
  q: { searchParam: string; pageNumber: number },
): Promise<AnnouncementsPageDTO> {
  requireSuper(ctx);
  const page = await repo.listPage(ctx.db, {
    search: q.searchParam,
    limit: PAGE_SIZE,
    offset: (q.pageNumber - 1) * PAGE_SIZE,
  });
  return { records: page.rows.map(toAnnouncementDTO), hasMore: page.hasMore };
}

/** GET /announcements/active: the top bar's popover, for every signed-in user. */
export async function listActive(ctx: Ctx): Promise<AnnouncementDTO[]> {
  return (await repo.listActive(ctx.db)).map(toAnnouncementDTO);
}

async function existing(ctx: Ctx, id: number) {
  const row = await repo.find(ctx.db, id);
  if (!row) throw announcementNotFound();
  return row;
}

export async function getOne(ctx: Ctx, id: number) {
  requireSuper(ctx);
  return toAnnouncementDTO(await existing(ctx, id));
}

export async function create(ctx: Ctx, input: AnnouncementData) {
  requireSuper(ctx);
  return announce(ctx, 'create', await repo.insert(ctx.db, input, ctx.clock.now()));
}

export async function update(ctx: Ctx, id: number, input: AnnouncementData) {
  requireSuper(ctx);
  const row = await repo.update(ctx.db, id, input, ctx.clock.now());
  if (!row) throw announcementNotFound();
  return announce(ctx, 'update', row);
}

export async function remove(ctx: Ctx, id: number) {
  requireSuper(ctx);
  const row = await repo.remove(ctx.db, id);
  if (!row) throw announcementNotFound();
  if (row.mediaPath) await ctx.media.remove(row.mediaPath);
  ctx.events.emit({
    type: 'announcement.deleted',
    companyId: ctx.companyId,
    id,
    audience: await repo.allCompanyIds(ctx.db),
  });
}

/** Checked before an upload streams to storage, so nobody else ever writes a file. */
export async function assertWritable(ctx: Ctx, id: number) {
  requireSuper(ctx);
  await existing(ctx, id);
}

/** Sets (or clears, with null) the image; the file it replaces is removed after the commit. */
async function setImage(ctx: Ctx, id: number, file: UploadedFile | null) {
  requireSuper(ctx);
  const { row, previous } = await ctx.db.transaction(async (tx) => {
    const current = await repo.findForUpdate(tx, id);
    if (!current) throw announcementNotFound();
    const updated = await repo.update(
      tx,
      id,
      {
        mediaPath: file?.path ?? null,
        mediaName: file?.name ?? null,
        mediaType: file?.mimetype ?? null,
      },
      ctx.clock.now(),
    );
    return { row: updated!, previous: current.mediaPath };
  });
  if (previous && previous !== file?.path) await ctx.media.remove(previous);
  return announce(ctx, 'update', row);
}

/** POST /announcements/{id}/media-upload: a PNG or JPEG image, judged by its bytes. */
export const attachImage = (ctx: Ctx, id: number, file: UploadedFile) => setImage(ctx, id, file);

/** DELETE /announcements/{id}/media-upload. */
export const detachImage = (ctx: Ctx, id: number) => setImage(ctx, id, null);

/** The image of an announcement the user may see (404 otherwise, as for a missing one). */
export async function image(ctx: Ctx, id: number) {
  const row = await repo.find(ctx.db, id);
  if (!row || !canSeeAnnouncement(ctx.user, row) || !row.mediaPath) throw announcementNotFound();
  if (!ctx.media.exists(row.mediaPath)) throw announcementNotFound();
  const ext = row.mediaType === 'image/png' ? 'png' : 'jpg';
  return { stream: ctx.media.open(row.mediaPath), name: `anuncio-${row.id}.${ext}` };
}
