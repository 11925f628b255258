import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { NotifyUserDTO } from '@atende/shared';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';

interface NotifyUsersTableProps extends ListFailure {
  users: NotifyUserDTO[];
  loading: boolean;
  /** What to say when no row is shown (none yet, or none matches the search). */
  emptyText: string;
  onEdit: (record: NotifyUserDTO) => void;
  onDelete: (record: NotifyUserDTO) => void;
}

/** Nome, Whatsapp, Ativo (Sim/Não), Ações (spec 2 §2). */
export function NotifyUsersTable({
  users,
  loading,
  emptyText,
  onEdit,
  onDelete,
  ...failure
}: NotifyUsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('notify.tabs.users')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('notify.columns.name')}</TableCell>
          <TableCell>{t('notify.columns.whatsapp')}</TableCell>
          <TableCell>{t('notify.columns.active')}</TableCell>
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.id} hover>
            <TableCell>{u.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{u.whatsappNumber}</TableCell>
            <TableCell>{u.active ? t('notify.yes') : t('notify.no')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <RowActions
                editLabel={`${t('common.edit')} ${u.name}`}
                deleteLabel={`${t('common.delete')} ${u.name}`}
                onEdit={() => onEdit(u)}
                onDelete={() => onDelete(u)}
              />
            </TableCell>
          </TableRow>
        ))}
        <TableStatusRows
          columns={4}
          loading={loading}
          rows={users.length}
          emptyText={emptyText}
          {...failure}
        />
      </TableBody>
    </Table>
  );
}
