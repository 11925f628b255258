import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import type { PlatformInvoiceDTO } from '@atende/shared';
import { ListPage } from '../../components/list-page';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { billingApi } from './billing-api';
import { PlatformInvoicesTable } from './platform-invoices-table';
import { INVOICES_KEY, usePlatformInvoicesList } from './use-invoices';

/**
 * /financeiro for the platform's super users: every company's invoices; with the built-in
 * sandbox provider, a charge a company opened can be marked paid, as its bank would.
 */
export function PlatformInvoicesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim().toLowerCase());
  const list = usePlatformInvoicesList(debounced);
  const invoices = list.data?.pages.flatMap((p) => p.invoices) ?? [];
  const sandbox = list.data?.pages[0]?.provider === 'sandbox';
  const markPaid = useMutation({
    mutationFn: (invoice: PlatformInvoiceDTO) =>
      billingApi.paySandboxCharge(invoice.pendingChargeId!),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: INVOICES_KEY });
      toastSuccess(t('billing.platform.marked'));
    },
    onError: toastError,
  });
  return (
    <ListPage
      title={t('billing.platform.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('billing.searchPlaceholder')}
      paging={list}
    >
      {sandbox && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('billing.platform.sandboxHint')}
        </Alert>
      )}
      <PlatformInvoicesTable
        invoices={invoices}
        loading={list.isLoading || list.isFetchingNextPage}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onMarkPaid={sandbox ? (invoice) => markPaid.mutate(invoice) : undefined}
        busy={markPaid.isPending}
      />
    </ListPage>
  );
}
