import { useTranslation } from 'react-i18next';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AnnouncementDTO } from '@atende/shared';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import { useIsPhone } from '../../lib/use-is-phone';
import { PRIORITY_COLOR } from './priority-color';

interface AnnouncementsTableProps extends ListFailure {
  records: AnnouncementDTO[];
  loading: boolean;
  onEdit: (record: AnnouncementDTO) => void;
  onDelete: (record: AnnouncementDTO) => void;
}

/**
 * Spec 3 §2: title, priority, media, status, actions. On a phone the image column goes and the
 * status moves under the title, so the title keeps room to wrap between words.
 */
export function AnnouncementsTable({
  records,
  loading,
  onEdit,
  onDelete,
  ...failure
}: AnnouncementsTableProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const statusText = (r: AnnouncementDTO) =>
    r.status ? t('announcements.status.active') : t('announcements.status.inactive');
  return (
    <Table size="small" stickyHeader aria-label={t('announcements.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('announcements.columns.title')}</TableCell>
          <TableCell>{t('announcements.columns.priority')}</TableCell>
          {!phone && <TableCell>{t('announcements.columns.media')}</TableCell>}
          {!phone && <TableCell>{t('announcements.columns.status')}</TableCell>}
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
                {record.title}
              </Typography>
              {phone && (
                <Typography variant="caption" color="text.secondary">
                  {statusText(record)}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                color={PRIORITY_COLOR[record.priority as 1 | 2 | 3] ?? 'default'}
                label={t(`announcements.priority.${record.priority}`)}
              />
            </TableCell>
            {!phone && (
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {record.mediaName ?? t('announcements.noMedia')}
              </TableCell>
            )}
            {!phone && <TableCell>{statusText(record)}</TableCell>}
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
          columns={phone ? 3 : 5}
          loading={loading}
          rows={records.length}
          emptyText={t('announcements.empty')}
          {...failure}
        />
      </TableBody>
    </Table>
  );
}
