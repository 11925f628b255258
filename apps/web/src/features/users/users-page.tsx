import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
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
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim().toLowerCase());
  const list = useUsersList(debounced);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<UserDTO | null>(null);
  useUsersRealtime();

  const users = list.data?.pages.flatMap((p) => p.users) ?? [];

  const remove = useMutation({
    mutationFn: (user: UserDTO) => usersApi.remove(user.id),
    onSuccess: (_answer, user) => {
      patchUsersLists(client, (d) => removeUser(d, user.id));
      toastSuccess(t('users.deleted'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('users.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('users.searchPlaceholder')}
      addLabel={t('users.add')}
      onAdd={() => setModal({ open: true })}
      paging={list}
      overlays={
        <>
          {modal.open && (
            <UserModal open userId={modal.userId} onClose={() => setModal({ open: false })} />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('users.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('users.confirmBody')} {t('users.confirmTickets')}
          </ConfirmDialog>
        </>
      }
    >
      <UsersTable
        users={users}
        loading={list.isLoading || list.isFetchingNextPage}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onEdit={(user) => setModal({ open: true, userId: user.id })}
        onDelete={setToDelete}
      />
    </ListPage>
  );
}
