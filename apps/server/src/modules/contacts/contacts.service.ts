import {
  can,
  CONTACT_LIST_MAX,
  PAGE_SIZE,
  type ContactData,
  type ContactDTO,
  type ContactListQuery,
  type ContactsPage,
} from '@atende/shared';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { extraInfoOfContacts, replaceExtraInfo } from './contact-fields.repo';
import { toContactDTO } from './contact-dto';
import { lookUpPicture } from '../whatsapp-numbers/contact-pictures.service';
import { requireWhatsappNumber } from '../whatsapp-numbers/number-check';
import * as repo from './contacts.repo';
import { isUniqueViolation } from '../../db/pg-errors';

const contactNotFound = () => notFound('ERR_NO_CONTACT_FOUND', 'Contato não encontrado');

const duplicated = () =>
  new AppError('ERR_DUPLICATED_CONTACT', 400, 'Já existe um contato com este número', {
    number: 'Já existe um contato com este número',
  });

export async function loadContactDTO(db: Executor, companyId: number, id: number) {
  const row = await repo.findContact(db, companyId, id);
  if (!row) return undefined;
  const extra = await extraInfoOfContacts(db, companyId, [id]);
  return toContactDTO(row, extra.get(id) ?? []);
}

async function toDTOs(db: Executor, companyId: number, rows: repo.ContactRow[]) {
  const extra = await extraInfoOfContacts(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toContactDTO(r, extra.get(r.id) ?? []));
}

export async function listContactsPage(ctx: Ctx, q: ContactListQuery): Promise<ContactsPage> {
  const page = await repo.listContacts(ctx.db, ctx.companyId, {
    search: q.searchParam,
    date: q.date,
    dateStart: q.dateStart,
    dateEnd: q.dateEnd,
    limit: PAGE_SIZE,
    offset: (q.pageNumber - 1) * PAGE_SIZE,
  });
  return {
    contacts: await toDTOs(ctx.db, ctx.companyId, page.rows),
    hasMore: page.hasMore,
    count: page.total,
  };
}

/** Every contact of the company in short form (pickers); bounded. */
export function listAllContacts(ctx: Ctx) {
  return repo.listAllContacts(ctx.db, ctx.companyId, CONTACT_LIST_MAX);
}

export async function getContact(ctx: Ctx, id: number): Promise<ContactDTO> {
  const dto = await loadContactDTO(ctx.db, ctx.companyId, id);
  if (!dto) throw contactNotFound();
  return dto;
}

export async function createContact(ctx: Ctx, input: ContactData): Promise<ContactDTO> {
  // the number as WhatsApp knows it, so the customer's own messages find this contact
  const number = await requireWhatsappNumber(ctx, input.number, { field: 'number' });
  const dto = await ctx.db.transaction(async (tx) => {
    // a concurrent insert of the same number makes this one return nothing: same answer
    const row = await repo.insertContact(tx, ctx.companyId, {
      name: input.name,
      number,
      email: input.email,
    });
    if (!row) throw duplicated();
    if (input.extraInfo?.length) await replaceExtraInfo(tx, ctx.companyId, row.id, input.extraInfo);
    return (await loadContactDTO(tx, ctx.companyId, row.id))!;
  });
  ctx.events.emit({ type: 'contact.created', companyId: ctx.companyId, contact: dto });
  lookUpPicture(ctx, dto.id);
  return dto;
}

/** A changed number is checked on WhatsApp first (a group's number never changes). */
async function numberToSave(ctx: Ctx, id: number, input: ContactData) {
  const current = await repo.findContact(ctx.db, ctx.companyId, id);
  if (!current || current.isGroup || current.number === input.number) return input.number;
  return requireWhatsappNumber(ctx, input.number, { field: 'number' });
}

export async function updateContact(ctx: Ctx, id: number, input: ContactData): Promise<ContactDTO> {
  let dto: ContactDTO;
  const checked = await numberToSave(ctx, id, input);
  try {
    dto = await ctx.db.transaction(async (tx) => {
      const current = await repo.findContact(tx, ctx.companyId, id);
      if (!current) throw contactNotFound();
      // a group's number is the channel's own id: editing the form must not rewrite it
      const number = current.isGroup ? current.number : checked;
      if (
        number !== current.number &&
        (await repo.findContactByNumber(tx, ctx.companyId, number, id))
      ) {
        throw duplicated();
      }
      await repo.updateContact(tx, ctx.companyId, id, {
        name: input.name,
        number,
        email: input.email,
      });
      if (input.extraInfo) await replaceExtraInfo(tx, ctx.companyId, id, input.extraInfo);
      return (await loadContactDTO(tx, ctx.companyId, id))!;
    });
  } catch (err) {
    // another request took the number between the check and the update
    if (isUniqueViolation(err)) throw duplicated();
    throw err;
  }
  ctx.events.emit({ type: 'contact.updated', companyId: ctx.companyId, contact: dto });
  return dto;
}

export async function deleteContact(ctx: Ctx, id: number) {
  if (!can(ctx.user.profile, 'contacts-page:deleteContact')) throw forbidden();
  const tickets = await repo.deleteContact(ctx.db, ctx.companyId, id);
  if (!tickets) throw contactNotFound();
  // the tickets went with the contact: the lists and chats showing them drop them
  for (const t of tickets) {
    const { id: ticketId, queueId, userId } = t;
    ctx.events.emit({
      type: 'ticket.deleted',
      companyId: ctx.companyId,
      ticketId,
      queueId,
      userId,
    });
  }
  ctx.events.emit({ type: 'contact.deleted', companyId: ctx.companyId, contactId: id });
}

/**
 * The contact behind an inbound conversation, created on first contact (race-safe). Emits
 * contact.created only when this call created it.
 */
export async function findOrCreateContact(
  ctx: Pick<Ctx, 'db' | 'companyId' | 'events'>,
  input: repo.ContactIdentity,
) {
  const { created, ...row } = await repo.findOrCreateContactByNumber(ctx.db, ctx.companyId, input);
  const dto = toContactDTO(
    row,
    created ? [] : ((await extraInfoOfContacts(ctx.db, ctx.companyId, [row.id])).get(row.id) ?? []),
  );
  if (created) ctx.events.emit({ type: 'contact.created', companyId: ctx.companyId, contact: dto });
  return dto;
}
