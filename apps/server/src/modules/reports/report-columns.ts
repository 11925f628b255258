import {
  dateTimeIn,
  type ReportKind,
  type ReportSummaryRow,
  type ReportTicketRow,
} from '@atende/shared';

/** A cell as the files carry it: text, a number, or empty. */
export type Cell = string | number | null;

const STATUS: Record<string, string> = {
  pending: 'Aguardando',
  open: 'Em atendimento',
  closed: 'Finalizado',
};

/** The headers of each report and how a row becomes its cells, in the same order. */
export function columnsOf(kind: ReportKind, timeZone: string) {
  const when = dateTimeIn(timeZone);
  if (kind === 'tickets') {
    return {
      header: [
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
      ],
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
  return {
    header: [
      kind === 'attendants' ? 'Atendente' : 'Fila',
      'Volume',
      'Finalizados',
      'Primeira resposta média (min)',
      'Resolução média (min)',
      'Avaliação média',
    ],
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
