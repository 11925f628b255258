import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { CampaignModal } from './campaign-modal';
import { campaignsApi } from './campaigns-api';
import { CampaignsTable } from './campaigns-table';
import { CAMPAIGNS_KEY, useCampaignsPages, useCampaignsRealtime } from './use-campaigns';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { campaignsTexts } from './locales';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('campaigns', campaignsTexts);

type ModalState = { open: false } | { open: true; record?: CampaignDTO };

/** /campaigns (spec 3 §2 Campaigns). */
export function CampaignsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim().toLowerCase());
  const list = useCampaignsPages(debounced);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<CampaignDTO | null>(null);
  useCampaignsRealtime();
  const records = list.data?.pages.flatMap((p) => p.records) ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: [...CAMPAIGNS_KEY, 'page'] });

  const remove = useMutation({
    mutationFn: (c: CampaignDTO) => campaignsApi.remove(c.id),
    onSuccess: () => {
      void refresh();
      toastSuccess(t('campaigns.success'));
    },
    onError: toastError,
  });
  const cancel = useMutation({
    mutationFn: (c: CampaignDTO) => campaignsApi.cancel(c.id),
    onSuccess: () => {
      void refresh();
      toastSuccess(t('campaigns.stopped'));
    },
    onError: toastError,
  });
  const restart = useMutation({
    mutationFn: (c: CampaignDTO) => campaignsApi.restart(c.id),
    onSuccess: () => {
      void refresh();
      toastSuccess(t('campaigns.restarted'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('campaigns.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('campaigns.searchPlaceholder')}
      addLabel={t('campaigns.add')}
      onAdd={() => setModal({ open: true })}
      paging={list}
      overlays={
        <>
          {modal.open && (
            <CampaignModal
              record={modal.record}
              onClose={() => setModal({ open: false })}
              onSaved={() => void refresh()}
            />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('campaigns.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('campaigns.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      <CampaignsTable
        records={records}
        loading={list.isLoading || list.isFetchingNextPage}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onEdit={(record) => setModal({ open: true, record })}
        onDelete={setToDelete}
        onCancel={(c) => cancel.mutate(c)}
        onRestart={(c) => restart.mutate(c)}
        onReport={(c) => void navigate(`/campaign/${c.id}/report`)}
      />
    </ListPage>
  );
}
