import {
  CONTACT_LIST_MESSAGES,
  CONTACT_LIST_PAGE_SIZE,
  type ContactListItemData,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError, notFound } from '../../http/app-error';
import { toContactListItemDTO } from './contact-lists.dto';
import { announceList, loadList } from './contact-lists.service';
import { queueValidityCheck } from './contact-list-validity';
import * as repo from './contact-list-items.repo';
import { isUniqueViolation } from '../../db/pg-errors';

const itemNotFound = () => notFound('ERR_NOT_FOUND', CONTACT_LIST_MESSAGES.itemNotFound);

const duplicated = () =>
  new AppError('ERR_VALIDATION', 400, CONTACT_LIST_MESSAGES.duplicatedNumber, {
    number: CONTACT_LIST_MESSAGES.duplicatedNumber,
  });

function emitSaved(ctx: Ctx, action: 'create' | 'update', row: repo.ContactListItemRow) {
  const record = toContactListItemDTO(row);
  ctx.events.emit({ type: 'contactListItem.saved', companyId: ctx.companyId, action, record });
  return record;
}

export async function listPage(
  ctx: Ctx,
  q: { searchParam: string; pageNumber: number; contactListId: number },
) {
  await loadList(ctx, q.contactListId);
  const { rows, hasMore } = await repo.listPage(ctx.db, ctx.companyId, q.contactListId, {
    search: q.searchParam,
    limit: CONTACT_LIST_PAGE_SIZE,
    offset: (q.pageNumber - 1) * CONTACT_LIST_PAGE_SIZE,
  });
  return { contacts: rows.map(toContactListItemDTO), hasMore };
}

async function ownItem(ctx: Ctx, id: number) {
  const row = await repo.find(ctx.db, ctx.companyId, id);
  if (!row) throw itemNotFound();
  return row;
}

export const getOne = async (ctx: Ctx, id: number) => toContactListItemDTO(await ownItem(ctx, id));

/** The list must be the company's: another company's list answers 404 like a missing one. */
export async function create(ctx: Ctx, input: ContactListItemData & { contactListId: number }) {
  await loadList(ctx, input.contactListId);
  const { name, number, email } = input;
  const row = await repo.insert(ctx.db, ctx.companyId, input.contactListId, {
    name,
    number,
    email,
  });
  if (!row) throw duplicated();
  await queueValidityCheck(ctx, row.contactListId);
  await announceList(ctx, row.contactListId);
  return emitSaved(ctx, 'create', row);
}

export async function update(ctx: Ctx, id: number, input: ContactListItemData) {
  const current = await ownItem(ctx, id);
  if (await repo.numberTaken(ctx.db, current.contactListId, input.number, id)) throw duplicated();
  const row = await repo.update(ctx.db, ctx.companyId, id, input).catch((err: unknown) => {
    throw isUniqueViolation(err) ? duplicated() : err;
  });
  if (!row) throw itemNotFound();
  if (!row.checkedAt) await queueValidityCheck(ctx, row.contactListId);
  await announceList(ctx, row.contactListId);
  return emitSaved(ctx, 'update', row);
}

export async function remove(ctx: Ctx, id: number) {
  const gone = await repo.remove(ctx.db, ctx.companyId, id);
  if (!gone) throw itemNotFound();
  ctx.events.emit({
    type: 'contactListItem.deleted',
    companyId: ctx.companyId,
    contactListId: gone.contactListId,
    id,
  });
  await announceList(ctx, gone.contactListId);
}
