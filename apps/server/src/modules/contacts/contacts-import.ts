import {
  CONTACT_IMPORT_MAX_ROWS,
  contactSchema,
  type ContactImportReport,
  type ContactImportRow,
  type ContactListImportReasonCode,
  WRITTEN_PHONE,
} from '@atende/shared';
import { z } from 'zod';
import type { Ctx } from '../../context';
import { invalid } from '../../http/app-error';
import { upsertImportedContacts, type ImportedContact } from './contacts-bulk.repo';
import { decodeText, detectImportFormat } from './import-format';
import { contactsFromTable, type RawContact } from './import-table';
import { parseCsv } from './parse-csv';
import { parseVcards } from './parse-vcard';
import { parseXlsx } from './parse-xlsx';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/**
 * The contacts of a CSV, XLSX or vCard file, at most `limit` of them (contact lists read their
 * files through this too). Callers ask one more than they allow, to refuse rather than truncate.
 */
export async function readContactsFile(file: UploadedFile, limit: number): Promise<RawContact[]> {
  switch (detectImportFormat(file.filename, file.data)) {
    case 'csv':
      // + 1: the header row
      return contactsFromTable(parseCsv(decodeText(file.data), limit + 1));
    case 'xlsx':
      return contactsFromTable(await parseXlsx(file.data, limit + 1));
    case 'vcard': {
      const cards = parseVcards(decodeText(file.data), limit);
      if (!cards.length) throw invalid({ file: 'Nenhum cartão de contato no arquivo' });
      return cards;
    }
  }
}

/** A refused row's problem, as a code the web words in the user's language. */
export type ContactRowProblem = Exclude<ContactListImportReasonCode, 'sameNumber'>;

/** The Portuguese text of each problem, as API clients have always read it. */
const PROBLEM_TEXT: Record<ContactRowProblem, string> = {
  nameRequired: 'Nome obrigatório',
  nameTooShort: 'Nome muito curto (mínimo 2 caracteres)',
  nameTooLong: 'Nome muito longo (máximo 50 caracteres)',
  nameInvalid: 'Nome inválido',
  numberRequired: 'Número obrigatório',
  numberInvalid: 'Número inválido',
  emailInvalid: 'E-mail inválido',
};

const NAME_PROBLEMS: Record<string, ContactRowProblem> = {
  Required: 'nameRequired',
  'Too Short!': 'nameTooShort',
  'Too Long!': 'nameTooLong',
};

/** The shared contact rules' messages, as problems of the import report. */
function problemOf(field: string, message: string, raw: RawContact): ContactRowProblem {
  if (field === 'number') return raw.number.trim() ? 'numberInvalid' : 'numberRequired';
  if (field === 'email') return 'emailInvalid';
  return NAME_PROBLEMS[message] ?? 'nameInvalid';
}

const EMAIL = z.email();

/**
 * The accepted rows of contactSchema without building its whole result: the same trimming,
 * lengths, digits and e-mail test. Anything else (undefined) goes through the schema, which
 * gives the reasons. A long list is mostly good rows, and this is most of an import's CPU.
 */
function quickCheck(raw: RawContact): ImportedContact | undefined {
  const name = raw.name.trim();
  if (!WRITTEN_PHONE.test(raw.number.trim())) return;
  const number = raw.number.replace(/\D/g, '');
  const email = raw.email.trim().toLowerCase();
  if (name.length < 2 || name.length > 50 || number.length < 8 || number.length > 50) return;
  if (email && (email.length > 254 || !EMAIL.safeParse(email).success)) return;
  return { name, number, email };
}

export type Checked =
  | { ok: true; contact: ImportedContact }
  | { ok: false; problems: ContactRowProblem[]; reason: string };

/** One row against the contact rules (name 2 to 50, number 8 to 50 digits, e-mail), with a reason. */
export function checkRawContact(raw: RawContact): Checked {
  const quick = quickCheck(raw);
  if (quick) return { ok: true, contact: quick };
  const parsed = contactSchema.safeParse({ name: raw.name, number: raw.number, email: raw.email });
  if (parsed.success) {
    const { name, number, email } = parsed.data;
    return { ok: true, contact: { name, number, email } };
  }
  // the first problem of each field ('' is both Required and Too Short! for the name)
  const byField = new Map<string, ContactRowProblem>();
  for (const i of parsed.error.issues) {
    const field = String(i.path[0]);
    if (!byField.has(field)) byField.set(field, problemOf(field, i.message, raw));
  }
  const problems = [...byField.values()];
  return { ok: false, problems, reason: problems.map((p) => PROBLEM_TEXT[p]).join('; ') };
}

/**
 * Imports a CSV, XLSX or vCard file: each row creates a contact, updates the one with the same
 * number, or is refused with a reason. One transaction, batched writes, one realtime notice.
 */
export async function importContacts(ctx: Ctx, file: UploadedFile): Promise<ContactImportReport> {
  const raws = await readContactsFile(file, CONTACT_IMPORT_MAX_ROWS + 1);
  if (raws.length > CONTACT_IMPORT_MAX_ROWS) {
    throw invalid({
      file: `O arquivo tem mais de ${CONTACT_IMPORT_MAX_ROWS} contatos: divida-o em partes menores`,
    });
  }
  if (!raws.length) throw invalid({ file: 'O arquivo não tem nenhum contato abaixo do cabeçalho' });

  const report: ContactImportRow[] = [];
  const accepted: { line: ContactImportRow; contact: ImportedContact }[] = [];
  const firstRowOf = new Map<string, number>();
  const refuse = (row: number, name: string, number: string, reason: string) =>
    report.push({ row, name, number, status: 'refused', reason });
  for (const raw of raws) {
    const checked = checkRawContact(raw);
    if (!checked.ok) {
      refuse(raw.row, raw.name, raw.number, checked.reason);
      continue;
    }
    const { name, number } = checked.contact;
    const first = firstRowOf.get(number);
    if (first !== undefined) {
      refuse(raw.row, name, number, `Número repetido no arquivo (linha ${first})`);
      continue;
    }
    firstRowOf.set(number, raw.row);
    // status is settled once the database tells new numbers from known ones
    const line: ContactImportRow = { row: raw.row, name, number, status: 'created' };
    report.push(line);
    accepted.push({ line, contact: checked.contact });
  }

  const inserted = accepted.length
    ? await ctx.db.transaction((tx) =>
        upsertImportedContacts(
          tx,
          ctx.companyId,
          accepted.map((a) => a.contact),
        ),
      )
    : new Set<string>();
  for (const { line, contact } of accepted) {
    line.status = inserted.has(contact.number) ? 'created' : 'updated';
  }

  const count = (s: ContactImportRow['status']) => report.filter((r) => r.status === s).length;
  const result = {
    created: count('created'),
    updated: count('updated'),
    refused: count('refused'),
    rows: report,
  };
  if (accepted.length) ctx.events.emit({ type: 'contact.imported', companyId: ctx.companyId });
  return result;
}
