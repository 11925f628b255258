import { useTranslation } from 'react-i18next';
import {
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
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
                <>
                  <Tooltip title={t('common.edit')}>
                    <IconButton
                      size="small"
                      aria-label={t('common.edit')}
                      onClick={() => onEdit(record)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('common.delete')}>
                    <IconButton
                      size="small"
                      aria-label={t('common.delete')}
                      onClick={() => onDelete(record)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
        {loading &&
          [0, 1, 2].map((i) => (
            <TableRow key={`skeleton-${i}`}>
              <TableCell colSpan={3}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!loading && records.length === 0 && (
          <TableRow>
            <TableCell colSpan={3} align="center" sx={{ color: 'text.secondary' }}>
              {t('quickMessages.empty')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
