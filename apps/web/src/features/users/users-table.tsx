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
import type { UserDTO } from '@atende/shared';

/** Columns that give way on a phone-sized screen. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

interface UsersTableProps {
  users: UserDTO[];
  loading: boolean;
  onEdit: (user: UserDTO) => void;
  onDelete: (user: UserDTO) => void;
}

export function UsersTable({ users, loading, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader aria-label={t('users.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={WIDE_ONLY}>{t('users.id')}</TableCell>
          <TableCell>{t('users.name')}</TableCell>
          <TableCell>{t('users.email')}</TableCell>
          <TableCell sx={WIDE_ONLY}>{t('users.number')}</TableCell>
          <TableCell sx={WIDE_ONLY}>{t('users.profile')}</TableCell>
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} hover>
            <TableCell sx={WIDE_ONLY}>{user.id}</TableCell>
            <TableCell>{user.name}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
            <TableCell sx={WIDE_ONLY}>{user.number}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t(`profiles.${user.profile}`, user.profile)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('common.edit')}>
                <IconButton size="small" aria-label={t('common.edit')} onClick={() => onEdit(user)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('common.delete')}>
                <IconButton
                  size="small"
                  aria-label={t('common.delete')}
                  onClick={() => onDelete(user)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
        {loading &&
          [0, 1, 2].map((i) => (
            <TableRow key={`skeleton-${i}`}>
              <TableCell colSpan={6}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!loading && users.length === 0 && (
          <TableRow>
            <TableCell colSpan={6} align="center" sx={{ color: 'text.secondary' }}>
              {t('users.empty')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
