import { Readable } from 'node:stream';
import type { CampaignReportDTO, ShippingStatus } from '@atende/shared';
import type { Ctx } from '../../context';
import { csvCell } from '../contacts/contacts-export';
import { dateTimeIn } from '@atende/shared';
import { settingValue } from '../settings/setting-value';
import { toCampaignDTO } from './campaigns.dto';
import { findRow } from './campaigns.service';
import { counts, outcomesAfter, type ShippingRow } from './shippings.repo';

export async function reportOf(ctx: Ctx, id: number): Promise<CampaignReportDTO> {
  const row = await findRow(ctx, id);
  return { campaign: toCampaignDTO(row), counts: await counts(ctx.db, id) };
}

/** The file's columns, worded like the other exports (reports, contacts). */
const CSV_HEADER = [
  'Nome',
  'Número',
  'E-mail',
  'Mensagem',
  'Situação',
  'Confirmação pedida em',
  'Confirmado em',
  'Entregue em',
  'Erro',
];
const CSV_PAGE = 1_000;
const BOM = '\uFEFF';

/** Each recipient's outcome as the report page's cards name it. */
const SHIPPING_STATUS_TEXT: Record<ShippingStatus, string> = {
  pending: 'Aguardando envio',
  confirming: 'Pedindo confirmação',
  awaiting_confirmation: 'Aguardando confirmação',
  confirmed: 'Confirmado',
  sending: 'Enviando',
  delivered: 'Entregue',
  failed: 'Falhou',
  unknown: 'Resultado desconhecido',
  invalid: 'Número inválido',
};

/** ';'-separated, like the reports' CSV, so it opens in columns in Portuguese spreadsheets. */
const csvLine = (cells: (string | null)[]) =>
  `${cells.map((c) => (c === null ? '' : csvCell(c))).join(';')}\r\n`;

function lineOf(when: (iso: string | null) => string | null) {
  const at = (d: Date | null) => when(d && d.toISOString());
  return (r: ShippingRow) =>
    csvLine([
      r.name,
      r.number,
      r.email,
      `Msg. ${r.variant}`,
      SHIPPING_STATUS_TEXT[r.status as ShippingStatus] ?? r.status,
      at(r.confirmationRequestedAt),
      at(r.confirmedAt),
      at(r.deliveredAt),
      r.error,
    ]);
}

/** Every recipient's outcome, streamed a page at a time. */
export async function csvOf(ctx: Ctx, id: number) {
  const row = await findRow(ctx, id);
  // times in the company's zone, as 'dd/MM/yyyy HH:mm' (UTF-8 with BOM so Excel shows accents)
  const line = lineOf(dateTimeIn(await settingValue(ctx.db, ctx.companyId, 'timezone')));
  async function* lines() {
    yield BOM + csvLine(CSV_HEADER);
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
