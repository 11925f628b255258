import type { Ctx } from '../../context';
import { contactsAfter } from './contacts-bulk.repo';

/** Contacts read per query while streaming the file. */
const EXPORT_BATCH = 2_000;
const BOM = '\uFEFF';

/** A text a spreadsheet would run as a formula, with a leading quote so it stays text. */
export const neutraliseFormula = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/**
 * A cell a spreadsheet would run as a formula (CSV injection) is neutralised with a leading
 * quote; then it is quoted when it holds a separator, a quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * ';' is the list separator of spreadsheets set to Portuguese (where ',' is the decimal mark),
 * so the file opens in columns there; the import reads ';' and ',' alike.
 */
const SEPARATOR = ';';
/** The import's own Portuguese headers, so an exported file can be imported back as it is. */
const HEADER = ['nome', 'numero', 'email'];

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(SEPARATOR)}\r\n`;

/**
 * The company's contacts as CSV text chunks (UTF-8 with BOM so Excel shows accents), read in
 * keyset batches so a large address book is never held in memory at once.
 */
export async function* exportContactsCsv(ctx: Ctx): AsyncGenerator<string> {
  yield BOM + csvLine(HEADER);
  let after: { name: string; id: number } | undefined;
  for (;;) {
    const rows = await contactsAfter(ctx.db, ctx.companyId, after, EXPORT_BATCH);
    if (rows.length) yield rows.map((r) => csvLine([r.name, r.number, r.email])).join('');
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    after = { name: last.name, id: last.id };
  }
}
