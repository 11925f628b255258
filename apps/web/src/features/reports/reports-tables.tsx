import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { dateTimeIn, type ReportSummaryRow, type ReportTicketRow } from '@atende/shared';
import { formatNumber } from '../../lib/format-number';
import { formatMinutes } from '../dashboard/format-minutes';
import { ReadOnlyTableContainer } from '../../components/read-only-table-container';

const mins = (m: number | null) => (m === null ? '—' : formatMinutes(m));
/** A count or a mean as the reader's language writes it (a mean rating: '1,5' in Portuguese). */
function useNumber() {
  const { i18n } = useTranslation();
  return (n: number | null) => (n === null ? '—' : formatNumber(n, i18n.language));
}
/** A duration ('1 h 05 m') keeps to one line. */
const oneLine = { whiteSpace: 'nowrap' } as const;

/** The tickets report: one row per cycle, newest first. */
export function TicketRowsTable({ rows, timeZone }: { rows: ReportTicketRow[]; timeZone: string }) {
  const { t } = useTranslation();
  const num = useNumber();
  const inZone = dateTimeIn(timeZone);
  const when = (iso: string | null) => inZone(iso) ?? '—';
  const c = (k: string) => t(`reports.columns.${k}`);
  return (
    <ReadOnlyTableContainer label={t('reports.tabs.tickets')}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            {[
              'ticket',
              'contact',
              'queue',
              'user',
              'connection',
              'status',
              'queuedAt',
              'finishedAt',
              'firstResponse',
              'resolution',
              'rating',
            ].map((k) => (
              <TableCell key={k}>{c(k)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.ticketId}</TableCell>
              <TableCell>{r.contactName}</TableCell>
              <TableCell>{r.queueName ?? t('reports.noQueue')}</TableCell>
              <TableCell>{r.userName ?? t('reports.noAttendant')}</TableCell>
              <TableCell>{r.connectionName}</TableCell>
              <TableCell>{t(`reports.status.${r.status}`)}</TableCell>
              <TableCell sx={oneLine}>{when(r.queuedAt)}</TableCell>
              <TableCell sx={oneLine}>{when(r.finishedAt)}</TableCell>
              <TableCell sx={oneLine}>{mins(r.firstResponseMinutes)}</TableCell>
              <TableCell sx={oneLine}>{mins(r.resolutionMinutes)}</TableCell>
              <TableCell>{num(r.rating)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ReadOnlyTableContainer>
  );
}

/** Volume, first response, resolution and rating per attendant or queue. */
export function SummaryTable({ rows, label }: { rows: ReportSummaryRow[]; label: string }) {
  const { t } = useTranslation();
  const num = useNumber();
  const c = (k: string) => t(`reports.columns.${k}`);
  return (
    <ReadOnlyTableContainer label={label}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['name', 'volume', 'finished', 'firstResponse', 'resolution', 'rating'].map((k) => (
              <TableCell key={k}>{c(k)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id ?? 'none'}>
              <TableCell>{r.name}</TableCell>
              <TableCell>{num(r.volume)}</TableCell>
              <TableCell>{num(r.finished)}</TableCell>
              <TableCell sx={oneLine}>{mins(r.firstResponseMinutes)}</TableCell>
              <TableCell sx={oneLine}>{mins(r.resolutionMinutes)}</TableCell>
              <TableCell>{num(r.rating)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ReadOnlyTableContainer>
  );
}
