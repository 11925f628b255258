import { useTranslation } from 'react-i18next';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { AnnouncementDTO } from '@atende/shared';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows } from '../../components/table-status-rows';
import { useIsPhone } from '../../lib/use-is-phone';

interface AnnouncementsTableProps {
  records: AnnouncementDTO[];
  loading: boolean;
  onEdit: (record: AnnouncementDTO) => void;
  onDelete: (record: AnnouncementDTO) => void;
}

const PRIORITY_COLOR = { 1: 'error', 2: 'warning', 3: 'default' } as const;

/** Spec 3 §2: title, priority, media, status, actions; a phone drops the media column. */
export function AnnouncementsTable({
  records,
  loading,
  onEdit,
  onDelete,
}: AnnouncementsTableProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Table size="small" stickyHeader aria-label={t('announcements.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('announcements.columns.title')}</TableCell>
          <TableCell>{t('announcements.columns.priority')}</TableCell>
          {!phone && <TableCell>{t('announcements.columns.media')}</TableCell>}
          <TableCell>{t('announcements.columns.status')}</TableCell>
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{record.title}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={PRIORITY_COLOR[record.priority as 1 | 2 | 3] ?? 'default'}
                label={t(`announcements.priority.${record.priority}`)}
              />
            </TableCell>
            {!phone && (
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {record.mediaName ?? t('announcements.noMedia')}
              </TableCell>
            )}
            <TableCell>
              {record.status
                ? t('announcements.status.active')
                : t('announcements.status.inactive')}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <RowActions
                onEdit={() => onEdit(record)}
                onDelete={() => onDelete(record)}
                editLabel={t('announcements.editAria', { title: record.title })}
                deleteLabel={t('announcements.deleteAria', { title: record.title })}
              />
            </TableCell>
          </TableRow>
        ))}
        <TableStatusRows
          columns={phone ? 4 : 5}
          loading={loading}
          rows={records.length}
          emptyText={t('announcements.empty')}
        />
      </TableBody>
    </Table>
  );
}
