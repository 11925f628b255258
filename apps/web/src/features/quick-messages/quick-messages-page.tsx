import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickMessageDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { QuickMessageModal } from './quick-message-modal';
import { quickMessagesApi } from './quick-messages-api';
import { cacheRemove } from './quick-messages-cache';
import { QuickMessagesTable } from './quick-messages-table';
import { useQuickMessagesPages, useQuickMessagesRealtime } from './use-quick-messages';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { quickMessagesTexts } from './locales';

addPageTexts('quickMessages', quickMessagesTexts);

type ModalState = { open: false } | { open: true; record?: QuickMessageDTO };

/** /quick-messages (spec 2 §2 Quick messages page and modal). */
export function QuickMessagesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim().toLowerCase());
  const list = useQuickMessagesPages(debounced);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<QuickMessageDTO | null>(null);
  useQuickMessagesRealtime(me);

  const records = list.data?.pages.flatMap((p) => p.records) ?? [];
  const canChange = (r: QuickMessageDTO) => me.profile === 'admin' || r.userId === me.id;

  const remove = useMutation({
    mutationFn: (record: QuickMessageDTO) => quickMessagesApi.remove(record.id),
    onSuccess: (_answer, record) => {
      cacheRemove(client, record.id);
      toastSuccess(t('quickMessages.success'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('quickMessages.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('quickMessages.searchPlaceholder')}
      addLabel={t('quickMessages.add')}
      onAdd={() => setModal({ open: true })}
      paging={list}
      overlays={
        <>
          {modal.open && (
            <QuickMessageModal record={modal.record} onClose={() => setModal({ open: false })} />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('quickMessages.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('quickMessages.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      <QuickMessagesTable
        records={records}
        loading={list.isLoading || list.isFetchingNextPage}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        canChange={canChange}
        onEdit={(record) => setModal({ open: true, record })}
        onDelete={setToDelete}
      />
    </ListPage>
  );
}
