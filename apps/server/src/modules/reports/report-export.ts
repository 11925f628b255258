import { Readable } from 'node:stream';
import type { ReportFormat, ReportKind, ReportSummaryRow, ReportTicketRow } from '@atende/shared';
import type { Ctx } from '../../context';
import { csvCell, neutraliseFormula } from '../contacts/contacts-export';
import { columnsOf, type Cell } from './report-columns';
import * as repo from './reports.repo';
import { xlsxFile } from './xlsx-file';
import { toTicketRow, type ReportRun } from './reports.service';

/** Cycles read per query while streaming the tickets report. */
const EXPORT_BATCH = 2_000;
const BOM = '\uFEFF';

/** Every row of the report, the tickets one in keyset batches so memory stays flat. */
async function* reportRows(
  ctx: Ctx,
  kind: ReportKind,
  run: ReportRun,
): AsyncGenerator<(ReportTicketRow | ReportSummaryRow)[]> {
  if (kind !== 'tickets') {
    const by = kind === 'attendants' ? 'user' : 'queue';
    yield await repo.summary(ctx.db, run.scope, run.filters, run.period, by);
    return;
  }
  let before: number | undefined;
  for (;;) {
    const batch = await repo.ticketRows(
      ctx.db,
      run.scope,
      run.filters,
      run.period,
      before,
      EXPORT_BATCH,
    );
    if (batch.length) yield batch.map(toTicketRow);
    if (batch.length < EXPORT_BATCH) return;
    before = batch[batch.length - 1]!.id;
  }
}

/**
 * Numbers with a decimal comma: the ';'-separated file opens in Portuguese spreadsheets. A date
 * and time is its text ('23/11/2026 09:00').
 */
function csvValue(v: Cell): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v).replace('.', ',');
  return csvCell(typeof v === 'string' ? v : v.text);
}
const csvLine = (cells: Cell[]) => `${cells.map(csvValue).join(';')}\r\n`;

async function* csvChunks(ctx: Ctx, kind: ReportKind, run: ReportRun): AsyncGenerator<string> {
  const cols = columnsOf(kind, run.period.timeZone);
  const cells = cols.cells as (r: ReportTicketRow | ReportSummaryRow) => Cell[];
  yield BOM + csvLine(cols.header);
  for await (const rows of reportRows(ctx, kind, run)) {
    yield rows.map((r) => csvLine(cells(r))).join('');
  }
}

/** Text cells that would run as formulas stay text; numbers and dates stay as they are. */
const xlsxValue = (v: Cell) => (typeof v === 'string' ? neutraliseFormula(v) : v);

/**
 * The workbook written batch by batch as the response takes it (xlsx-file.ts, decision 0108):
 * the next batch is read only when the client has taken the previous one.
 */
function xlsxStream(ctx: Ctx, kind: ReportKind, run: ReportRun): Readable {
  const cols = columnsOf(kind, run.period.timeZone);
  const cells = cols.cells as (r: ReportTicketRow | ReportSummaryRow) => Cell[];
  async function* batches() {
    for await (const rows of reportRows(ctx, kind, run)) {
      yield rows.map((r) => cells(r).map(xlsxValue));
    }
  }
  const file = Readable.from(xlsxFile('Relatório', cols.header, batches(), cols.widths));
  file.on('error', (err) => ctx.log.error({ err }, 'report export failed'));
  return file;
}

export const FILE_NAMES: Record<ReportKind, string> = {
  tickets: 'relatorio-tickets',
  attendants: 'relatorio-atendentes',
  queues: 'relatorio-filas',
};
export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The report as a file body, streamed. */
export function exportReport(ctx: Ctx, kind: ReportKind, run: ReportRun, format: ReportFormat) {
  return format === 'csv' ? Readable.from(csvChunks(ctx, kind, run)) : xlsxStream(ctx, kind, run);
}
