import { useTranslation } from 'react-i18next';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { QueueDTO } from '@atende/shared';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import { WIDE_ONLY } from '../../components/table-columns';

/** Columns that give way on a phone-sized screen. */

interface QueuesTableProps extends ListFailure {
  queues: QueueDTO[];
  loading: boolean;
  onEdit: (queue: QueueDTO) => void;
  onDelete: (queue: QueueDTO) => void;
}

/** The Queues page's table (spec 2 §2): id, name, colour, order, greeting, actions. */
export function QueuesTable({ queues, loading, onEdit, onDelete, ...failure }: QueuesTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader aria-label={t('queues.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={WIDE_ONLY}>{t('queues.columns.id')}</TableCell>
          <TableCell>{t('queues.columns.name')}</TableCell>
          <TableCell>{t('queues.columns.color')}</TableCell>
          <TableCell align="center">{t('queues.columns.order')}</TableCell>
          <TableCell sx={WIDE_ONLY}>{t('queues.columns.greeting')}</TableCell>
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {queues.map((queue) => (
          <TableRow key={queue.id} hover>
            <TableCell sx={WIDE_ONLY}>{queue.id}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{queue.name}</TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  aria-hidden
                  sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: queue.color }}
                />
                <Box component="span" sx={WIDE_ONLY}>
                  {queue.color}
                </Box>
              </Box>
            </TableCell>
            <TableCell align="center">{queue.orderQueue ?? '–'}</TableCell>
            <TableCell sx={{ ...WIDE_ONLY, maxWidth: 360 }}>
              <Typography variant="body2" noWrap title={queue.greetingMessage}>
                {queue.greetingMessage}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <RowActions
                onEdit={() => onEdit(queue)}
                onDelete={() => onDelete(queue)}
                editLabel={t('queues.editAria', { name: queue.name })}
                deleteLabel={t('queues.deleteAria', { name: queue.name })}
              />
            </TableCell>
          </TableRow>
        ))}
        <TableStatusRows
          columns={6}
          loading={loading}
          rows={queues.length}
          emptyText={t('queues.empty')}
          {...failure}
        />
      </TableBody>
    </Table>
  );
}
