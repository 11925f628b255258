import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { useForbiddenRedirect } from '../../app/use-forbidden-redirect';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AnnouncementModal } from './announcement-modal';
import { announcementsApi } from './announcements-api';
import { cacheRemove } from './announcements-cache';
import { AnnouncementsTable } from './announcements-table';
import { useAnnouncementsPages, useAnnouncementsRealtime } from './use-announcements';

/** Spec 3 §6, §9: without permission, a message and back to / after 1 s. */

type ModalState = { open: false } | { open: true; record?: AnnouncementDTO };

function AnnouncementsList() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim().toLowerCase());
  const list = useAnnouncementsPages(debounced);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<AnnouncementDTO | null>(null);
  useAnnouncementsRealtime();

  const remove = useMutation({
    mutationFn: (record: AnnouncementDTO) => announcementsApi.remove(record.id),
    onSuccess: (_answer, record) => {
      cacheRemove(client, record.id);
      toastSuccess(t('announcements.success'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('announcements.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('announcements.searchPlaceholder')}
      addLabel={t('announcements.add')}
      onAdd={() => setModal({ open: true })}
      paging={list}
      overlays={
        <>
          {modal.open && (
            <AnnouncementModal record={modal.record} onClose={() => setModal({ open: false })} />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('announcements.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('announcements.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      <AnnouncementsTable
        records={list.data?.pages.flatMap((p) => p.records) ?? []}
        loading={list.isLoading || list.isFetchingNextPage}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onEdit={(record) => setModal({ open: true, record })}
        onDelete={setToDelete}
      />
    </ListPage>
  );
}

/** /announcements (spec 3 §2): super users only; anyone else is told and sent to /. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  useForbiddenRedirect(me.super, t('errors.pageForbidden'));
  return me.super ? <AnnouncementsList /> : null;
}
