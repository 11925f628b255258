import {
  CONTACT_LIST_LIST_MAX,
  CONTACT_LIST_MESSAGES,
  CONTACT_LIST_PAGE_SIZE,
  type ContactListDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { lockCompanyRow } from '../../db/lock-company-row';
import { contactLists } from '../../db/schema';
import { invalid, notFound } from '../../http/app-error';
import { refuseIfActiveCampaignUses } from '../campaigns/campaign-in-use';
import { toContactListDTO } from './contact-lists.dto';
import * as repo from './contact-lists.repo';

export const contactListNotFound = () =>
  notFound('ERR_NOT_FOUND', CONTACT_LIST_MESSAGES.listNotFound);

/** The list as the API shows it, with its counts; 404 for another company's list. */
export async function loadList(ctx: Pick<Ctx, 'db' | 'companyId'>, id: number) {
  const row = await repo.findWithCounts(ctx.db, ctx.companyId, id);
  if (!row) throw contactListNotFound();
  return toContactListDTO(row);
}

/** Tells every page of the company that the list (or its counts) changed. */
export async function announceList(
  ctx: Pick<Ctx, 'db' | 'companyId' | 'events'>,
  id: number,
  action: 'create' | 'update' = 'update',
) {
  const record = await loadList(ctx, id);
  ctx.events.emit({ type: 'contactList.saved', companyId: ctx.companyId, action, record });
  return record;
}

export async function listPage(ctx: Ctx, q: { searchParam: string; pageNumber: number }) {
  const { rows, hasMore } = await repo.listPage(ctx.db, ctx.companyId, {
    search: q.searchParam,
    limit: CONTACT_LIST_PAGE_SIZE,
    offset: (q.pageNumber - 1) * CONTACT_LIST_PAGE_SIZE,
  });
  return { records: rows.map(toContactListDTO), hasMore };
}

export async function listAll(ctx: Ctx): Promise<ContactListDTO[]> {
  const rows = await repo.listAll(ctx.db, ctx.companyId, CONTACT_LIST_LIST_MAX);
  return rows.map(toContactListDTO);
}

export const getOne = (ctx: Ctx, id: number) => loadList(ctx, id);

const LIST_NAME_TAKEN = 'Já existe uma lista com este nome';

export async function create(ctx: Ctx, input: { name: string }) {
  if (await repo.listNameTaken(ctx.db, ctx.companyId, input.name)) {
    throw invalid({ name: LIST_NAME_TAKEN });
  }
  const row = await repo.insert(ctx.db, ctx.companyId, input.name);
  return announceList(ctx, row.id, 'create');
}

export async function update(ctx: Ctx, id: number, input: { name: string }) {
  if (await repo.listNameTaken(ctx.db, ctx.companyId, input.name, id)) {
    throw invalid({ name: LIST_NAME_TAKEN });
  }
  const row = await repo.rename(ctx.db, ctx.companyId, id, input.name);
  if (!row) throw contactListNotFound();
  return announceList(ctx, id);
}

/** Its items go with it; a list a campaign still sends to stays (docs/decisions/0149). */
export async function remove(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCompanyRow(tx, contactLists, ctx.companyId, id))) throw contactListNotFound();
    await refuseIfActiveCampaignUses(tx, ctx.companyId, 'contactListId', id);
    await repo.remove(tx, ctx.companyId, id);
  });
  ctx.events.emit({ type: 'contactList.deleted', companyId: ctx.companyId, id });
}
