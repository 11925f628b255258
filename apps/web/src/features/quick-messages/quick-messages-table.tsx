import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import type { QuickMessageDTO } from '@atende/shared';
import { useIsPhone } from '../../lib/use-is-phone';

interface QuickMessagesTableProps extends ListFailure {
  records: QuickMessageDTO[];
  loading: boolean;
  /** Whether the current user may edit and delete this one (its author or an admin). */
  canChange: (record: QuickMessageDTO) => boolean;
  onEdit: (record: QuickMessageDTO) => void;
  onDelete: (record: QuickMessageDTO) => void;
}

/** Two lines of the message; the whole text is in the title. */
const CLAMP = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/**
 * Shortcode as typed in the chat ('/ola'), the message and its attachment; on a phone the
 * attachment goes under the message instead of taking a column.
 */
export function QuickMessagesTable(props: QuickMessagesTableProps) {
  const { records, loading, canChange, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const phone = useIsPhone();
  const columns = phone ? 3 : 4;
  return (
    <Table size="small" stickyHeader aria-label={t('quickMessages.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('quickMessages.shortcode')}</TableCell>
          <TableCell>{t('quickMessages.message')}</TableCell>
          {!phone && <TableCell>{t('quickMessages.attachment')}</TableCell>}
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
              /{record.shortcode}
            </TableCell>
            <TableCell>
              <Typography variant="body2" title={record.message} sx={CLAMP}>
                {record.message}
              </Typography>
              {phone && record.mediaName && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                >
                  <AttachFile sx={{ fontSize: 14 }} />
                  {record.mediaName}
                </Typography>
              )}
            </TableCell>
            {!phone && (
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {record.mediaName ?? t('quickMessages.noAttachment')}
              </TableCell>
            )}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {canChange(record) && (
                <RowActions onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
              )}
            </TableCell>
          </TableRow>
        ))}
        <TableStatusRows
          columns={columns}
          loading={loading}
          rows={records.length}
          emptyText={t('quickMessages.empty')}
          failed={props.failed}
          onRetry={props.onRetry}
        />
      </TableBody>
    </Table>
  );
}
