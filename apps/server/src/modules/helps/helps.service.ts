import { PAGE_SIZE, type HelpDTO, type HelpsPage } from '@atende/shared';
import type { Ctx } from '../../context';
import { invalid, notFound } from '../../http/app-error';
import { requireSuper } from '../companies/companies-admin.service';
import * as repo from './helps.repo';

type HelpData = Omit<HelpDTO, 'id'>;

const helpNotFound = () => notFound('ERR_NOT_FOUND', 'Vídeo de ajuda não encontrado');

/** GET /helps: every signed-in user reads the help videos (the /helps page). */
export async function listHelpsPage(
  ctx: Ctx,
  q: { searchParam: string; pageNumber: number },
): Promise<HelpsPage> {
  const page = await repo.listHelpsPage(ctx.db, {
    search: q.searchParam,
    limit: PAGE_SIZE,
    offset: (q.pageNumber - 1) * PAGE_SIZE,
  });
  return { helps: page.rows, hasMore: page.hasMore, count: page.total };
}

export function listHelps(ctx: Ctx) {
  return repo.listHelps(ctx.db);
}

export async function getHelp(ctx: Ctx, id: number) {
  const help = await repo.findHelp(ctx.db, id);
  if (!help) throw helpNotFound();
  return help;
}

/** POST /helps, PUT /helps/{id}, DELETE /helps/{id}: the Helps tab, super users only. */
const TITLE_TAKEN = 'Já existe uma ajuda com este título';

export async function createHelp(ctx: Ctx, input: HelpData) {
  requireSuper(ctx);
  if (await repo.helpTitleTaken(ctx.db, input.title)) throw invalid({ title: TITLE_TAKEN });
  return repo.insertHelp(ctx.db, input);
}

export async function updateHelp(ctx: Ctx, id: number, input: HelpData) {
  requireSuper(ctx);
  if (await repo.helpTitleTaken(ctx.db, input.title, id)) throw invalid({ title: TITLE_TAKEN });
  const help = await repo.updateHelp(ctx.db, id, input);
  if (!help) throw helpNotFound();
  return help;
}

export async function deleteHelp(ctx: Ctx, id: number) {
  requireSuper(ctx);
  if (!(await repo.deleteHelp(ctx.db, id))) throw helpNotFound();
}
