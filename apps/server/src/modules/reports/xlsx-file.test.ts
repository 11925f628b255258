import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Cell } from './report-columns';
import { columnName, xlsxFile } from './xlsx-file';

async function bytesOf(file: AsyncIterable<Buffer>) {
  const parts: Buffer[] = [];
  for await (const part of file) parts.push(part);
  return Buffer.concat(parts);
}

async function* batchesOf(...batches: Cell[][][]) {
  for (const batch of batches) yield batch;
}

/** The workbook the report export streams (decision 0108), read back as a spreadsheet reads it. */
describe('xlsx file', () => {
  it('holds the header and every batch in order, text as written and numbers as numbers', async () => {
    const rows: Cell[][] = Array.from({ length: 250 }, (_, i) => [i + 1, `Cliente ${i + 1}`, 1.5]);
    const file = xlsxFile(
      'Relatório',
      ['Ticket', 'Contato', 'Minutos'],
      batchesOf(rows, [[251, 'A & B <c> "d"\u0007', null]]),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytesOf(file)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Relatório');
    expect(sheet.rowCount).toBe(252);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Ticket', 'Contato', 'Minutos']);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, 'Cliente 1', 1.5]);
    expect(sheet.getRow(251).values).toEqual([undefined, 250, 'Cliente 250', 1.5]);
    // the bell character cannot be carried by XML: dropped; the empty cell stays empty
    expect(sheet.getRow(252).values).toEqual([undefined, 251, 'A & B <c> "d"']);
  });

  it('an empty report is a valid workbook with its header only', async () => {
    const book = new ExcelJS.Workbook();
    const file = xlsxFile('Relatório', ['Fila', 'Total'], batchesOf());
    await book.xlsx.load((await bytesOf(file)) as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(1);
  });

  it('reads the next batch only when what came before was taken', async () => {
    let read = 0;
    async function* manyBatches() {
      for (let b = 0; b < 50; b++) {
        read++;
        yield Array.from({ length: 2_000 }, (_, i): Cell[] => [b * 2_000 + i, 'Cliente']);
      }
    }
    const file = xlsxFile('Relatório', ['Ticket', 'Contato'], manyBatches());
    // the first compressed piece of rows comes out once a batch or two were written (these
    // rows compress well): the other 48 batches are not read until the reader asks
    for await (const _piece of file) if (read > 0) break;
    expect(read).toBeLessThanOrEqual(2);
  });

  it('names columns past Z as spreadsheets do', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
