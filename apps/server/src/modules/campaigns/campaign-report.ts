import { Readable } from 'node:stream';
import type { CampaignReportDTO } from '@atende/shared';
import type { Ctx } from '../../context';
import { toCampaignDTO } from './campaigns.dto';
import { findRow } from './campaigns.service';
import { counts, outcomesAfter, type ShippingRow } from './shippings.repo';

export async function reportOf(ctx: Ctx, id: number): Promise<CampaignReportDTO> {
  const row = await findRow(ctx, id);
  return { campaign: toCampaignDTO(row), counts: await counts(ctx.db, id) };
}

const CSV_HEADER =
  'nome,numero,email,mensagem,status,confirmacao_pedida_em,confirmado_em,entregue_em,erro\n';
const CSV_PAGE = 1_000;

/** A spreadsheet cell: quoted, and a leading = + - @ neutralised so no formula runs. */
const cell = (v: string | number | Date | null) => {
  if (v === null) return '';
  const s = v instanceof Date ? v.toISOString() : String(v);
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

const line = (r: ShippingRow) =>
  [
    r.name,
    r.number,
    r.email,
    r.variant,
    r.status,
    r.confirmationRequestedAt,
    r.confirmedAt,
    r.deliveredAt,
    r.error,
  ]
    .map(cell)
    .join(',') + '\n';

/** Every recipient's outcome, streamed a page at a time. */
export async function csvOf(ctx: Ctx, id: number) {
  const row = await findRow(ctx, id);
  async function* lines() {
    yield CSV_HEADER;
    let after = 0;
    for (;;) {
      const page = await outcomesAfter(ctx.db, id, after, CSV_PAGE);
      if (page.length) yield page.map(line).join('');
      if (page.length < CSV_PAGE) return;
      after = page.at(-1)!.id;
    }
  }
  return { name: `campanha-${row.id}.csv`, stream: Readable.from(lines()) };
}
