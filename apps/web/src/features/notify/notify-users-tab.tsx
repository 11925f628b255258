import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Stack } from '@mui/material';
import type { NotifyUserDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ListFailure } from '../../components/table-status-rows';
import { SearchField } from '../../components/search-field';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { notifyApi } from './notify-api';
import { NotifyUserDialog } from './notify-user-dialog';
import { NotifyUsersTable } from './notify-users-table';

type DialogState = { open: false } | { open: true; record?: NotifyUserDTO };

interface NotifyUsersTabProps extends ListFailure {
  users: NotifyUserDTO[];
  loading: boolean;
  reload: () => void;
}

/** Recipients: search on name or number (case-insensitive), add, edit, delete. */
export function NotifyUsersTab({ users, loading, reload, ...failure }: NotifyUsersTabProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim().toLowerCase());
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [toDelete, setToDelete] = useState<NotifyUserDTO | null>(null);

  const remove = useMutation({
    mutationFn: (record: NotifyUserDTO) => notifyApi.remove(record.id),
    onSuccess: () => {
      toastSuccess(t('notify.deleted'));
      setSearch('');
      reload();
    },
    onError: toastError,
  });

  const shown = term
    ? users.filter(
        (u) => u.name.toLowerCase().includes(term) || u.whatsappNumber.toLowerCase().includes(term),
      )
    : users;
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t('notify.searchPlaceholder')}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => setDialog({ open: true })}>
          {t('notify.add')}
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <NotifyUsersTable
          users={shown}
          loading={loading}
          emptyText={term && users.length ? t('notify.noMatch') : t('notify.empty')}
          {...failure}
          onEdit={(record) => setDialog({ open: true, record })}
          onDelete={setToDelete}
        />
      </Box>
      {dialog.open && (
        <NotifyUserDialog
          record={dialog.record}
          takenUserIds={users.map((u) => u.userId)}
          onClose={() => setDialog({ open: false })}
          onSaved={reload}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('notify.confirmTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        {t('notify.confirmBody')}
      </ConfirmDialog>
    </Stack>
  );
}
