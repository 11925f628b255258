import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { BackupsDTO } from '@atende/shared';
import { ReadOnlyTableContainer } from '../../components/read-only-table-container';
import { TableStatusRows } from '../../components/table-status-rows';
import { formatDate, formatTime } from '../../lib/format-date';
import { formatBytes } from '../../lib/format-number';
import { BACKUPS_KEY, backupsApi } from './backups-api';

const dateTime = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/** Bytes as KB or MB in the reader's language (4,5 MB). */
function useSize() {
  const { i18n } = useTranslation();
  return (bytes: number) => formatBytes(bytes, i18n.language);
}

/** The hour the backups count from, in the reader's time zone (06:00 UTC is 03:00 in Brasília). */
function localTimeOf(hourUtc: number) {
  const today = new Date();
  return formatTime(
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hourUtc)),
  );
}

/** What the server does, when it does it next, and whether the last try failed. */
function BackupsSchedule({ data }: { data: BackupsDTO }) {
  const { t } = useTranslation();
  if (data.everyHours === 0) return <Alert severity="info">{t('backups.off')}</Alert>;
  const texts = {
    time: localTimeOf(data.hourUtc),
    keep: data.keep,
    directory: data.directory,
    hours: data.everyHours,
    interpolation: { escapeValue: false },
  };
  // due at once: the server's next check, within a minute
  const dueNow = data.nextAt !== null && Date.parse(data.nextAt) <= Date.now() + 60_000;
  return (
    <Stack spacing={1}>
      <Typography>
        {t(data.everyHours === 24 ? 'backups.daily' : 'backups.everyHours', texts)}
      </Typography>
      {data.nextAt && (
        <Typography>
          {dueNow ? t('backups.nextNow') : t('backups.next', { when: dateTime(data.nextAt) })}
        </Typography>
      )}
      {data.lastFailureAt && (
        <Alert severity="warning">
          {t('backups.failed', { when: dateTime(data.lastFailureAt) })}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Settings → Backups (super users): the embedded database's backups, read only. On PostgreSQL
 * the server makes none and the tab says where backups come from instead.
 */
export function BackupsTab() {
  const { t } = useTranslation();
  const size = useSize();
  const overview = useQuery({ queryKey: BACKUPS_KEY, queryFn: backupsApi.overview });
  const data = overview.data;
  if (data?.database === 'postgres') return <Alert severity="info">{t('backups.postgres')}</Alert>;
  const backups = data?.backups ?? [];

  return (
    <Stack spacing={2}>
      {data && <BackupsSchedule data={data} />}
      <ReadOnlyTableContainer label={t('backups.tab')} sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('backups.file')}</TableCell>
              <TableCell>{t('backups.createdAt')}</TableCell>
              <TableCell align="right">{t('backups.size')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={3}
              loading={overview.isLoading}
              failed={overview.isError}
              onRetry={() => void overview.refetch()}
              rows={backups.length}
              emptyText={t('backups.empty')}
            />
            {backups.map((b) => (
              <TableRow key={b.name}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{b.name}</TableCell>
                {/* the date may wrap before its time: a phone gives the file's name the room */}
                <TableCell>{dateTime(b.createdAt)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {size(b.bytes)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ReadOnlyTableContainer>
      <Typography variant="body2" color="text.secondary">
        {t('backups.media')} {t('backups.restore')}
      </Typography>
    </Stack>
  );
}
