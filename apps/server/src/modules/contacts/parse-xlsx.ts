import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { invalid } from '../../http/app-error';
import { isBlankRow, type TableRow } from './import-table';

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
 * The first worksheet's non-blank rows. Read as a stream, so a huge or inflated sheet stops at
 * `maxRows` instead of being expanded in memory first.
 */
export async function parseXlsx(data: Buffer, maxRows: number): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        // values is 1-based and sparse: Array.from turns the holes into empty cells
        const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) =>
          cellText(values[i + 1]),
        );
        if (!isBlankRow(cells)) rows.push({ row: row.number, cells });
        if (rows.length >= maxRows) break;
      }
      break;
    }
  } catch {
    throw invalid({ file: 'Planilha XLSX inválida ou corrompida' });
  }
  return rows;
}
