import path from 'node:path';
import {
  CONTACT_LIST_IMPORT_MAX_ROWS,
  type ContactListImportReport,
  type ContactListImportRow,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { invalid } from '../../http/app-error';
import { checkRawContact, readContactsFile, type UploadedFile } from '../contacts/contacts-import';
import { announceList, loadList } from './contact-lists.service';
import { mergedReason } from './contact-list-import-reasons';
import { queueValidityCheck } from './contact-list-validity';
import { upsertMany, type ItemFields } from './contact-list-items.repo';

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/**
 * Spec 3 asks for .xls and .xlsx. A file named .xls is read by what it holds: an XLSX saved
 * under the old name, or a text export (CSV/TSV, as many systems produce). A real Excel 97-2003
 * workbook is refused with the way out (decision 0067).
 */
function asReadable(file: UploadedFile): UploadedFile {
  if (path.extname(file.filename).toLowerCase() !== '.xls') return file;
  if (startsWith(file.data, [0x50, 0x4b, 0x03, 0x04])) return { ...file, filename: 'lista.xlsx' };
  if (startsWith(file.data, [0xd0, 0xcf, 0x11, 0xe0]) || !file.data.length) return file;
  return { ...file, filename: 'lista.csv' };
}

/**
 * Imports a spreadsheet into a list: each row adds an item, updates the item with the same
 * number, merges into an earlier row of the file with the same number, or is refused with a
 * reason. All rows in one transaction (nothing partial), then one reload notice, and the
 * validity check goes on in the background.
 */
export async function importContactList(
  ctx: Ctx,
  contactListId: number,
  file: UploadedFile,
): Promise<ContactListImportReport> {
  await loadList(ctx, contactListId);
  const raws = await readContactsFile(asReadable(file), CONTACT_LIST_IMPORT_MAX_ROWS + 1);
  if (raws.length > CONTACT_LIST_IMPORT_MAX_ROWS) {
    throw invalid({
      file: `O arquivo tem mais de ${CONTACT_LIST_IMPORT_MAX_ROWS} contatos: divida-o em partes menores`,
    });
  }
  if (!raws.length) throw invalid({ file: 'O arquivo não tem nenhum contato abaixo do cabeçalho' });

  const rows: ContactListImportRow[] = [];
  const accepted = new Map<string, { row: number; item: ItemFields }>();
  let refused = 0;
  let merged = 0;
  for (const raw of raws) {
    const checked = checkRawContact(raw);
    if (!checked.ok) {
      refused++;
      rows.push({
        row: raw.row,
        name: raw.name,
        number: raw.number,
        status: 'refused',
        reason: checked.reason,
        reasons: checked.problems.map((code) => ({ code })),
      });
      continue;
    }
    const { name, number, email } = checked.contact;
    const first = accepted.get(number);
    if (first) {
      merged++;
      if (!first.item.email) first.item.email = email;
      rows.push({
        row: raw.row,
        name,
        number,
        status: 'merged',
        ...mergedReason(first.row),
      });
      continue;
    }
    accepted.set(number, { row: raw.row, item: { name, number, email } });
  }

  const items = [...accepted.values()].map((a) => a.item);
  const inserted = items.length
    ? await ctx.db.transaction((tx) => upsertMany(tx, ctx.companyId, contactListId, items))
    : new Set<string>();
  if (items.length) {
    ctx.events.emit({ type: 'contactListItem.reload', companyId: ctx.companyId, contactListId });
    await announceList(ctx, contactListId);
    await queueValidityCheck(ctx, contactListId);
  }
  return {
    created: inserted.size,
    updated: items.length - inserted.size,
    merged,
    refused,
    rows,
  };
}
