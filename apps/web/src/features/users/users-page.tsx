import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { UserDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SearchField } from '../../components/search-field';
import { InfiniteScrollArea } from '../../components/infinite-scroll-area';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { UserModal } from './user-modal';
import { UsersTable } from './users-table';
import { patchUsersLists, removeUser } from './users-cache';
import { usersApi } from './users-api';
import { useUsersList, useUsersRealtime } from './use-users';

type ModalState = { open: false } | { open: true; userId?: number };

export function UsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim().toLowerCase());
  const list = useUsersList(debounced);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<UserDTO | null>(null);
  useUsersRealtime(me.companyId);

  const users = list.data?.pages.flatMap((p) => p.users) ?? [];

  const confirmDelete = async (user: UserDTO) => {
    try {
      await usersApi.remove(user.id);
      patchUsersLists(client, (d) => removeUser(d, user.id));
      toastSuccess(t('users.deleted'));
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1" color="primary" sx={{ flex: 1 }}>
          {t('users.title')}
        </Typography>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t('users.searchPlaceholder')}
        />
        <Button variant="contained" onClick={() => setModal({ open: true })}>
          {t('users.add')}
        </Button>
      </Stack>
      <InfiniteScrollArea
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetching}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <UsersTable
          users={users}
          loading={list.isLoading || list.isFetchingNextPage}
          onEdit={(user) => setModal({ open: true, userId: user.id })}
          onDelete={setToDelete}
        />
      </InfiniteScrollArea>
      {modal.open && (
        <UserModal open userId={modal.userId} onClose={() => setModal({ open: false })} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('users.confirmTitle')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      >
        {t('users.confirmBody')}
      </ConfirmDialog>
    </Box>
  );
}
