import { invalid } from '../../http/app-error';

/** One row of a spreadsheet or CSV: its row number in the file and its cells as text. */
export interface TableRow {
  row: number;
  cells: string[];
}

/** A contact as read from a file, before validation. */
export interface RawContact {
  row: number;
  name: string;
  number: string;
  email: string;
}

/** Accepted header names, compared without case, accents, spaces, '-' or '_'. */
const HEADERS = {
  name: ['name', 'nome', 'nomecompleto', 'fullname', 'contato', 'contact'],
  number: ['number', 'numero', 'telefone', 'phone', 'phonenumber', 'celular', 'whatsapp', 'fone'],
  email: ['email', 'mail'],
} as const;

const normalizeHeader = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');

export const isBlankRow = (cells: string[]) => cells.every((c) => !c.trim());

/**
 * Maps the rows under the header (the first non-blank row) to contacts. A file without name and
 * number columns is refused as a whole: every row would fail for the same reason.
 */
export function contactsFromTable(rows: TableRow[]): RawContact[] {
  const headerIndex = rows.findIndex((r) => !isBlankRow(r.cells));
  if (headerIndex < 0) throw invalid({ file: 'O arquivo não tem nenhuma linha' });
  const header = rows[headerIndex].cells.map(normalizeHeader);
  const column = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const cols = {
    name: column(HEADERS.name),
    number: column(HEADERS.number),
    email: column(HEADERS.email),
  };
  const missing = [
    cols.name < 0 && 'nome (name)',
    cols.number < 0 && 'número (number, telefone, phone)',
  ]
    .filter(Boolean)
    .join(' e ');
  if (missing) {
    throw invalid({ file: `Cabeçalho sem a coluna ${missing} na primeira linha do arquivo` });
  }
  const cell = (r: TableRow, i: number) => (i < 0 ? '' : (r.cells[i] ?? '').trim());
  return rows
    .slice(headerIndex + 1)
    .filter((r) => !isBlankRow(r.cells))
    .map((r) => ({
      row: r.row,
      name: cell(r, cols.name),
      number: cell(r, cols.number),
      email: cell(r, cols.email),
    }));
}
