import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { AppError, invalid } from '../../http/app-error';
import { isBlankRow, type TableRow } from './import-table';
import { checkZipBudget } from './zip-budget';

/**
 * Past these a workbook is refused as a whole (400 ERR_SPREADSHEET_TOO_LARGE), whatever its
 * upload size: a small file can unpack to gigabytes or to millions of cells and strings.
 * Generous for a contact list of CONTACT_IMPORT_MAX_ROWS rows.
 */
export const XLSX_LIMITS = {
  unzippedBytes: 40 * 1024 * 1024,
  sharedStrings: 200_000,
  columns: 200,
  cells: 1_000_000,
};

const tooLarge = (detail: string) => {
  const message = `A planilha passa dos limites de importação (${detail}): divida-a ou salve como CSV`;
  return new AppError('ERR_SPREADSHEET_TOO_LARGE', 400, message, { file: message });
};

/** The reader keeps the shared-string table in memory: count its entries as they arrive. */
function capSharedStrings(reader: object) {
  let table: unknown[] | undefined;
  Object.defineProperty(reader, 'sharedStrings', {
    get: () => table,
    set(value: unknown[] | undefined) {
      table = value;
      if (!value) return;
      value.push = (...items: unknown[]) => {
        if (value.length + items.length > XLSX_LIMITS.sharedStrings) {
          throw tooLarge(`mais de ${XLSX_LIMITS.sharedStrings} textos`);
        }
        return Array.prototype.push.apply(value, items);
      };
    },
  });
}

/** The visible text of a cell: formulas give their result, links their text. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v !== 'object') return String(v);
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('hyperlink' in v) return cellText(v.text as ExcelJS.CellValue);
  if ('formula' in v || 'sharedFormula' in v) return cellText(v.result as ExcelJS.CellValue);
  return '';
}

/**
 * The first worksheet's non-blank rows. Read as a stream, so a long sheet stops at `maxRows`
 * instead of being expanded in memory first; XLSX_LIMITS bound everything else.
 */
export async function parseXlsx(data: Buffer, maxRows: number): Promise<TableRow[]> {
  const budget = await checkZipBudget(data, XLSX_LIMITS.unzippedBytes);
  if (budget === 'too-large') {
    throw tooLarge(`mais de ${XLSX_LIMITS.unzippedBytes / 1024 / 1024} MB descompactada`);
  }
  if (budget === 'invalid') throw invalid({ file: 'Planilha XLSX inválida ou corrompida' });
  const rows: TableRow[] = [];
  let cellCount = 0;
  const { default: excel } = await import('exceljs'); // loaded when first needed
  try {
    const reader = new excel.stream.xlsx.WorkbookReader(Readable.from(data), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    capSharedStrings(reader);
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        // one cell far to the right would make every row that wide
        if (values.length - 1 > XLSX_LIMITS.columns) {
          throw tooLarge(`mais de ${XLSX_LIMITS.columns} colunas`);
        }
        cellCount += values.length;
        if (cellCount > XLSX_LIMITS.cells) throw tooLarge(`mais de ${XLSX_LIMITS.cells} células`);
        // values is 1-based and sparse: Array.from turns the holes into empty cells
        const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) =>
          cellText(values[i + 1]),
        );
        if (!isBlankRow(cells)) rows.push({ row: row.number, cells });
        if (rows.length >= maxRows) break;
      }
      break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid({ file: 'Planilha XLSX inválida ou corrompida' });
  }
  return rows;
}
