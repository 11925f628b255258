import { useTranslation } from 'react-i18next';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import type { TagListItemDTO } from '@atende/shared';
import { contrastText } from '../../lib/contrast-text';

interface TagsTableProps extends ListFailure {
  tags: TagListItemDTO[];
  loading: boolean;
  /** Absent: the row offers no edit and delete (the user does not manage tags). */
  onEdit?: (tag: TagListItemDTO) => void;
  onDelete?: (tag: TagListItemDTO) => void;
}

export function TagsTable({ tags, loading, onEdit, onDelete, ...failure }: TagsTableProps) {
  const { t } = useTranslation();
  const manages = Boolean(onEdit && onDelete);
  const columns = manages ? 3 : 2;
  return (
    <Table size="small" stickyHeader aria-label={t('tags.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('tags.columns.name')}</TableCell>
          <TableCell align="center">{t('tags.columns.tickets')}</TableCell>
          {manages && <TableCell align="right">{t('common.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {tags.map((tag) => (
          <TableRow key={tag.id} hover>
            <TableCell>
              <Chip
                size="small"
                label={tag.name}
                sx={{ bgcolor: tag.color, color: contrastText(tag.color), maxWidth: '100%' }}
              />
            </TableCell>
            <TableCell align="center">{tag.ticketsCount}</TableCell>
            {manages && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions
                  onEdit={() => onEdit?.(tag)}
                  onDelete={() => onDelete?.(tag)}
                  editLabel={t('tags.editAria', { name: tag.name })}
                  deleteLabel={t('tags.deleteAria', { name: tag.name })}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
        <TableStatusRows
          columns={columns}
          loading={loading}
          rows={tags.length}
          emptyText={t('tags.empty')}
          {...failure}
        />
      </TableBody>
    </Table>
  );
}
