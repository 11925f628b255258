import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import type { UserDTO } from '@atende/shared';
import { WIDE_ONLY } from '../../components/table-columns';
import { useCurrentUser } from '../../app/auth/auth-context';

interface UsersTableProps extends ListFailure {
  users: UserDTO[];
  loading: boolean;
  onEdit: (user: UserDTO) => void;
  onDelete: (user: UserDTO) => void;
}

export function UsersTable({ users, loading, onEdit, onDelete, ...failure }: UsersTableProps) {
  const { t } = useTranslation();
  // one's own row has no delete: the server refuses it, so the button would only lead there
  const me = useCurrentUser();
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
              <RowActions
                onEdit={() => onEdit(user)}
                onDelete={user.id === me.id ? undefined : () => onDelete(user)}
              />
            </TableCell>
          </TableRow>
        ))}
        <TableStatusRows
          columns={6}
          loading={loading}
          rows={users.length}
          emptyText={t('users.empty')}
          {...failure}
        />
      </TableBody>
    </Table>
  );
}
