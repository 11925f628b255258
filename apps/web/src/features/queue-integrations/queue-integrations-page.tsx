import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { QueueIntegrationDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows } from '../../components/table-status-rows';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { IntegrationTypeIcon } from './integration-type-icon';
import { QueueIntegrationModal } from './queue-integration-modal';
import { queueIntegrationsApi } from './queue-integrations-api';
import {
  integrationsRemove,
  useQueueIntegrationPages,
  useQueueIntegrationsRealtime,
} from './use-queue-integrations';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { queueIntegrationsTexts } from './locales';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('queueIntegrations', queueIntegrationsTexts);

type ModalState = { open: false } | { open: true; record?: QueueIntegrationDTO };

/**
 * /queue-integration (spec 3 §2): icon by type, id, name, actions, search. The route lets in
 * only a plan with integrations (PlanRoute).
 */
export function QueueIntegrationsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const list = useQueueIntegrationPages(useDebouncedValue(search.trim()));
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<QueueIntegrationDTO | null>(null);
  useQueueIntegrationsRealtime();
  const records = list.data?.pages.flatMap((p) => p.queueIntegrations) ?? [];

  const remove = useMutation({
    mutationFn: (r: QueueIntegrationDTO) => queueIntegrationsApi.remove(r.id),
    onSuccess: (_a, r) => {
      integrationsRemove(client, r.id);
      toastSuccess(t('queueIntegrations.deleted'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('queueIntegrations.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('queueIntegrations.searchPlaceholder')}
      addLabel={t('queueIntegrations.add')}
      onAdd={() => setModal({ open: true })}
      paging={list}
      overlays={
        <>
          {modal.open && (
            <QueueIntegrationModal
              record={modal.record}
              onClose={() => setModal({ open: false })}
            />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('queueIntegrations.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('queueIntegrations.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      <Table size="small" stickyHeader aria-label={t('queueIntegrations.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{t('queueIntegrations.type')}</TableCell>
            <TableCell>{t('queueIntegrations.id')}</TableCell>
            <TableCell>{t('queueIntegrations.name')}</TableCell>
            <TableCell align="right">{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell padding="checkbox">
                <IntegrationTypeIcon type={r.type} />
              </TableCell>
              <TableCell>{r.id}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions
                  onEdit={() => setModal({ open: true, record: r })}
                  onDelete={() => setToDelete(r)}
                />
              </TableCell>
            </TableRow>
          ))}
          <TableStatusRows
            columns={4}
            loading={list.isLoading || list.isFetchingNextPage}
            failed={list.isError}
            onRetry={() => void list.refetch()}
            rows={records.length}
            emptyText={t('queueIntegrations.empty')}
          />
        </TableBody>
      </Table>
    </ListPage>
  );
}
