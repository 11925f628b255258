import { useTranslation } from 'react-i18next';
import {
  Chip,
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
import type { TagListItemDTO } from '@atende/shared';
import { contrastText } from './tag-colors';

interface TagsTableProps {
  tags: TagListItemDTO[];
  loading: boolean;
  /** Absent: the row offers no edit and delete (the user does not manage tags). */
  onEdit?: (tag: TagListItemDTO) => void;
  onDelete?: (tag: TagListItemDTO) => void;
}

export function TagsTable({ tags, loading, onEdit, onDelete }: TagsTableProps) {
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
                <Tooltip title={t('common.edit')}>
                  <IconButton
                    size="small"
                    aria-label={t('tags.editAria', { name: tag.name })}
                    onClick={() => onEdit?.(tag)}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('common.delete')}>
                  <IconButton
                    size="small"
                    aria-label={t('tags.deleteAria', { name: tag.name })}
                    onClick={() => onDelete?.(tag)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            )}
          </TableRow>
        ))}
        {loading &&
          [0, 1, 2].map((i) => (
            <TableRow key={`skeleton-${i}`}>
              <TableCell colSpan={columns}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!loading && tags.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns} align="center" sx={{ color: 'text.secondary' }}>
              {t('tags.empty')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
