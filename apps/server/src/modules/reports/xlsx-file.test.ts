import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { localDateTime, type Cell } from './report-columns';
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

  it('writes a date and time as a date cell holding the wall-clock time, shown dd/mm/yyyy hh:mm', async () => {
    const file = xlsxFile(
      'Relatório',
      ['Ticket', 'Entrou na fila', 'Finalizado em'],
      batchesOf([
        [1, localDateTime('30/11/2026 23:50'), null],
        [2, localDateTime('01/12/2026 00:05'), localDateTime('29/02/2028 09:07')],
      ]),
      [null, 17, 17],
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytesOf(file)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const queued = sheet.getCell('B2');
    // a number with a date format, which a spreadsheet reads as a date: its value is the time
    // the text said, as a spreadsheet counts it (a date with no zone, read here as UTC)
    expect(queued.type).toBe(ExcelJS.ValueType.Date);
    expect(queued.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(queued.value).toEqual(new Date('2026-11-30T23:50:00.000Z'));
    expect(sheet.getCell('B3').value).toEqual(new Date('2026-12-01T00:05:00.000Z'));
    expect(sheet.getCell('C3').value).toEqual(new Date('2028-02-29T09:07:00.000Z'));
    expect(sheet.getCell('C3').numFmt).toBe('dd/mm/yyyy hh:mm');
    // no date: an empty cell
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Null);
    // the other cells keep the general format; the date columns are wide enough for their date
    expect(sheet.getCell('A2').numFmt).toBeUndefined();
    expect(sheet.getCell('A2').value).toBe(1);
    expect([1, 2, 3].map((c) => sheet.getColumn(c).width)).toEqual([undefined, 17, 17]);
  });

  it('keeps as text what is not a date and time', () => {
    expect(localDateTime('30/11/2026 23:50')).toEqual({
      text: '30/11/2026 23:50',
      days: 46356 + (23 * 60 + 50) / 1440,
    });
    expect(localDateTime('2026-11-30 23:50')).toBe('2026-11-30 23:50');
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
