import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { QuickMessageDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SearchField } from '../../components/search-field';
import { InfiniteScrollArea } from '../../components/infinite-scroll-area';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { QuickMessageModal } from './quick-message-modal';
import { quickMessagesApi } from './quick-messages-api';
import { cacheRemove } from './quick-messages-cache';
import { QuickMessagesTable } from './quick-messages-table';
import { useQuickMessagesPages, useQuickMessagesRealtime } from './use-quick-messages';

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

  const confirmDelete = async (record: QuickMessageDTO) => {
    try {
      await quickMessagesApi.remove(record.id);
      cacheRemove(client, record.id);
      toastSuccess(t('quickMessages.success'));
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
          {t('quickMessages.title')}
        </Typography>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t('quickMessages.searchPlaceholder')}
        />
        <Button variant="contained" onClick={() => setModal({ open: true })}>
          {t('quickMessages.add')}
        </Button>
      </Stack>
      <InfiniteScrollArea
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetching}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <QuickMessagesTable
          records={records}
          loading={list.isLoading || list.isFetchingNextPage}
          canChange={canChange}
          onEdit={(record) => setModal({ open: true, record })}
          onDelete={setToDelete}
        />
      </InfiniteScrollArea>
      {modal.open && (
        <QuickMessageModal record={modal.record} onClose={() => setModal({ open: false })} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('quickMessages.confirmTitle')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      >
        {t('quickMessages.confirmBody')}
      </ConfirmDialog>
    </Box>
  );
}
