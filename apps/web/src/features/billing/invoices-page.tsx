import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import type { InvoiceDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ListPage } from '../../components/list-page';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { CheckoutDialog } from './checkout-dialog';
import { InvoicesTable } from './invoices-table';
import { PlatformInvoicesPage } from './platform-invoices-page';
import { useBillingRealtime, useInvoicesList, useSubscriptionStatus } from './use-invoices';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { billingTexts } from './locales';

addPageTexts('billing', billingTexts);

/**
 * /financeiro: the platform's list of every company's invoices for super users (their own
 * company is never billed), the company's 'Faturas' for its admins.
 */
export function InvoicesPage() {
  return useCurrentUser().super ? <PlatformInvoicesPage /> : <CompanyInvoicesPage />;
}

/** 'Faturas' (spec 2 §2): the company's invoices; PAGAR opens the checkout. */
function CompanyInvoicesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim().toLowerCase());
  const list = useInvoicesList(debounced);
  const subscription = useSubscriptionStatus();
  const [paying, setPaying] = useState<InvoiceDTO | null>(null);
  useBillingRealtime();
  const invoices = list.data?.pages.flatMap((p) => p.invoices) ?? [];
  return (
    <ListPage
      title={t('billing.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('billing.searchPlaceholder')}
      // the subscription page is in no menu (spec 3 §2): its way in is beside the invoices
      actions={
        <Button component={RouterLink} to="/subscription" variant="outlined">
          {t('pages.subscription')}
        </Button>
      }
      paging={list}
      overlays={
        paying && (
          <CheckoutDialog
            invoice={paying}
            billing={subscription.data?.billing}
            onClose={() => setPaying(null)}
          />
        )
      }
    >
      <InvoicesTable
        invoices={invoices}
        loading={list.isLoading || list.isFetchingNextPage}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onPay={setPaying}
      />
    </ListPage>
  );
}
