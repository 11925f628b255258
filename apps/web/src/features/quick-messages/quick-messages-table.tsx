import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows } from '../../components/table-status-rows';
import type { QuickMessageDTO } from '@atende/shared';

interface QuickMessagesTableProps {
  records: QuickMessageDTO[];
  loading: boolean;
  /** Whether the current user may edit and delete this one (its author or an admin). */
  canChange: (record: QuickMessageDTO) => boolean;
  onEdit: (record: QuickMessageDTO) => void;
  onDelete: (record: QuickMessageDTO) => void;
}

export function QuickMessagesTable(props: QuickMessagesTableProps) {
  const { records, loading, canChange, onEdit, onDelete } = props;
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader aria-label={t('quickMessages.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('quickMessages.shortcode')}</TableCell>
          <TableCell>{t('quickMessages.attachment')}</TableCell>
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell sx={{ wordBreak: 'break-word' }}>{record.shortcode}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              {record.mediaName ?? t('quickMessages.noAttachment')}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {canChange(record) && (
                <RowActions onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
              )}
            </TableCell>
          </TableRow>
        ))}
        <TableStatusRows
          columns={3}
          loading={loading}
          rows={records.length}
          emptyText={t('quickMessages.empty')}
        />
      </TableBody>
    </Table>
  );
}
