import {
  dateTimeIn,
  type ReportKind,
  type ReportSummaryRow,
  type ReportTicketRow,
} from '@atende/shared';

/**
 * A date and time on the company's clock: `text` as the CSV writes it ('23/11/2026 09:00'),
 * `days` the same wall-clock time as spreadsheets count it (days since 1899-12-30, the time of
 * day as the fraction), which the XLSX writes as a date cell.
 */
export interface LocalDateTime {
  text: string;
  days: number;
}

/** A cell as the files carry it: text, a number, a date and time, or empty. */
export type Cell = string | number | LocalDateTime | null;

const DAY_MS = 86_400_000;
const SPREADSHEET_EPOCH = Date.UTC(1899, 11, 30);
const DAY_AND_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/**
 * The date cell of a 'dd/MM/yyyy HH:mm' text: read back from the text itself, so the CSV and
 * the XLSX say the same wall-clock time. Text that is not a date stays text.
 */
export function localDateTime(text: string): LocalDateTime | string {
  const m = DAY_AND_TIME.exec(text);
  if (!m) return text;
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  return { text, days: (utc - SPREADSHEET_EPOCH) / DAY_MS };
}

/** Width, in characters, of a date-time column in the XLSX ('23/11/2026 09:00' and a margin). */
const DATE_WIDTH = 17;
const DATE_COLUMNS = new Set(['Entrou na fila', 'Atendido em', 'Finalizado em']);

/** The XLSX columns' widths: a date-time column fits its date, the others keep the default. */
const widthsOf = (header: string[]) =>
  header.map((name) => (DATE_COLUMNS.has(name) ? DATE_WIDTH : null));

const STATUS: Record<string, string> = {
  pending: 'Aguardando',
  open: 'Em atendimento',
  closed: 'Finalizado',
};

/** The headers of each report and how a row becomes its cells, in the same order. */
export function columnsOf(kind: ReportKind, timeZone: string) {
  const inZone = dateTimeIn(timeZone);
  const when = (iso: string | null) => {
    const text = inZone(iso);
    return text === null ? null : localDateTime(text);
  };
  if (kind === 'tickets') {
    const header = [
      'Ticket',
      'Contato',
      'Número',
      'Fila',
      'Atendente',
      'Conexão',
      'Status',
      'Entrou na fila',
      'Atendido em',
      'Finalizado em',
      'Primeira resposta (min)',
      'Resolução (min)',
      'Avaliação',
    ];
    return {
      header,
      widths: widthsOf(header),
      cells: (r: ReportTicketRow): Cell[] => [
        r.ticketId,
        r.contactName,
        r.contactNumber,
        r.queueName,
        r.userName,
        r.connectionName,
        STATUS[r.status] ?? r.status,
        when(r.queuedAt),
        when(r.startedAt),
        when(r.finishedAt),
        r.firstResponseMinutes,
        r.resolutionMinutes,
        r.rating,
      ],
    };
  }
  const header = [
    kind === 'attendants' ? 'Atendente' : 'Fila',
    'Volume',
    'Finalizados',
    'Primeira resposta média (min)',
    'Resolução média (min)',
    'Avaliação média',
  ];
  return {
    header,
    widths: widthsOf(header),
    cells: (r: ReportSummaryRow): Cell[] => [
      r.name,
      r.volume,
      r.finished,
      r.firstResponseMinutes,
      r.resolutionMinutes,
      r.rating,
    ],
  };
}
