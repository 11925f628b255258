import {
  FILE_LIST_MESSAGES,
  FILE_LIST_PAGE_SIZE,
  type FileListData,
  type FileListDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { lockCompanyRow } from '../../db/lock-company-row';
import { fileLists } from '../../db/schema';
import { invalid, notFound } from '../../http/app-error';
import type { UploadedFile } from '../../media/storage';
import { refuseIfActiveCampaignUses } from '../campaigns/campaign-in-use';
import { toFileListDTO } from './file-lists.dto';
import * as repo from './file-lists.repo';

const fileListNotFound = () => notFound('ERR_NOT_FOUND', FILE_LIST_MESSAGES.notFound);

/** The list and its options as the API shows them; 404 for another company's list. */
export async function loadFileList(ctx: Pick<Ctx, 'db' | 'companyId'>, id: number) {
  const row = await repo.find(ctx.db, ctx.companyId, id);
  if (!row) throw fileListNotFound();
  const options = await repo.optionsOf(ctx.db, ctx.companyId, [id]);
  return { row, options: options.get(id) ?? [] };
}

async function announce(ctx: Ctx, id: number, action: 'create' | 'update') {
  const { row, options } = await loadFileList(ctx, id);
  const record = toFileListDTO(row, options);
  ctx.events.emit({ type: 'fileList.saved', companyId: ctx.companyId, action, record });
  return record;
}

/** GET /files: a page by name, options included (one query for all of them). */
export async function listPage(ctx: Ctx, q: { searchParam: string; pageNumber: number }) {
  const { rows, hasMore } = await repo.listPage(ctx.db, ctx.companyId, {
    search: q.searchParam,
    limit: FILE_LIST_PAGE_SIZE,
    offset: (q.pageNumber - 1) * FILE_LIST_PAGE_SIZE,
  });
  const options = await repo.optionsOf(
    ctx.db,
    ctx.companyId,
    rows.map((r) => r.id),
  );
  return { files: rows.map((r) => toFileListDTO(r, options.get(r.id) ?? [])), hasMore };
}

export async function getOne(ctx: Ctx, id: number): Promise<FileListDTO> {
  const { row, options } = await loadFileList(ctx, id);
  return toFileListDTO(row, options);
}

export async function create(ctx: Ctx, input: FileListData) {
  const row = await ctx.db.transaction(async (tx) => {
    const list = await repo.insert(tx, {
      companyId: ctx.companyId,
      userId: ctx.user.id,
      name: input.name,
      message: input.message,
    });
    await repo.insertOptions(
      tx,
      ctx.companyId,
      list.id,
      input.options.map((o) => o.name),
    );
    return list;
  });
  return announce(ctx, row.id, 'create');
}

/**
 * Options sent with an id keep it (and their file), options without one are added, and the
 * options not sent are removed with their files. An id of another list is a 400.
 */
export async function update(ctx: Ctx, id: number, input: FileListData) {
  const { options: current } = await loadFileList(ctx, id);
  const known = new Map(current.map((o) => [o.id, o]));
  const bad = input.options.findIndex((o) => o.id && !known.has(o.id));
  if (bad >= 0) throw invalid({ [`options.${bad}.id`]: FILE_LIST_MESSAGES.optionNotFound });
  const kept = new Set(input.options.flatMap((o) => (o.id ? [o.id] : [])));
  const dropped = current.filter((o) => !kept.has(o.id));
  await ctx.db.transaction(async (tx) => {
    await repo.update(tx, ctx.companyId, id, { name: input.name, message: input.message });
    await repo.removeOptions(
      tx,
      ctx.companyId,
      id,
      dropped.map((o) => o.id),
    );
    for (const o of input.options) {
      if (o.id) await repo.renameOption(tx, ctx.companyId, id, o.id, o.name);
    }
    await repo.insertOptions(
      tx,
      ctx.companyId,
      id,
      input.options.filter((o) => !o.id).map((o) => o.name),
    );
  });
  for (const o of dropped) if (o.path) await ctx.media.remove(o.path);
  return announce(ctx, id, 'update');
}

/** Its options and their files go with it; a list a campaign still sends stays (decision 0149). */
export async function remove(ctx: Ctx, id: number) {
  const options = await ctx.db.transaction(async (tx) => {
    if (!(await lockCompanyRow(tx, fileLists, ctx.companyId, id))) throw fileListNotFound();
    await refuseIfActiveCampaignUses(tx, ctx.companyId, 'fileListId', id);
    const files = (await repo.optionsOf(tx, ctx.companyId, [id])).get(id) ?? [];
    await repo.remove(tx, ctx.companyId, id);
    return files;
  });
  for (const o of options) if (o.path) await ctx.media.remove(o.path);
  ctx.events.emit({ type: 'fileList.deleted', companyId: ctx.companyId, id });
}

/** Checked before an upload streams to storage, so strangers never write a file. */
export const assertExists = (ctx: Ctx, id: number) => loadFileList(ctx, id).then(() => undefined);

/**
 * POST /files/uploadList/{id}: each file goes to the option named by the matching entry of
 * `optionIds` (the form's `id` field, one id or a comma list in the files' order).
 */
export async function attachFiles(
  ctx: Ctx,
  id: number,
  optionIds: number[],
  files: UploadedFile[],
) {
  if (!files.length) throw invalid({ files: FILE_LIST_MESSAGES.filesMissing });
  const { options } = await loadFileList(ctx, id);
  const known = new Set(options.map((o) => o.id));
  if (optionIds.length !== files.length || optionIds.some((o) => !known.has(o))) {
    throw invalid({ id: FILE_LIST_MESSAGES.optionNotFound });
  }
  for (const [i, file] of files.entries()) {
    const set = await repo.setOptionFile(ctx.db, ctx.companyId, id, optionIds[i], {
      path: file.path,
      mediaType: file.mimetype,
    });
    if (set?.previous && set.previous !== file.path) await ctx.media.remove(set.previous);
  }
  return announce(ctx, id, 'update');
}

export async function optionFile(ctx: Ctx, id: number, optionId: number) {
  const { options } = await loadFileList(ctx, id);
  const option = options.find((o) => o.id === optionId);
  if (!option?.path || !ctx.media.exists(option.path)) {
    throw notFound('ERR_NOT_FOUND', FILE_LIST_MESSAGES.optionNotFound);
  }
  return { stream: ctx.media.open(option.path), name: fileNameOf(option) };
}

/** The option's label, with the stored file's extension when the label has none. */
export function fileNameOf(option: { name: string; path: string | null }) {
  const ext = option.path?.match(/\.[a-z0-9]{1,8}$/)?.[0] ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(option.name) ? option.name : `${option.name}${ext}`;
}
