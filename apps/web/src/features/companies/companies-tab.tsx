import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Divider, Stack, Typography } from '@mui/material';
import type { CompanyAdminDTO, CompanyData } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { InfiniteScrollArea } from '../../components/infinite-scroll-area';
import { SearchField } from '../../components/search-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { errorText, toastError, toastSuccess } from '../../lib/error-toast';
import { COMPANIES_KEY, companiesApi } from './companies-api';
import { CompaniesTable } from './companies-table';
import { CompanyForm } from './company-form';
import { CompanyUserDialog } from './company-user-dialog';
import { useCurrentUser } from '../../app/auth/auth-context';
import { useSingleMutation } from '../../lib/use-single-mutation';

/**
 * Settings → Companies (spec 2 §2, super users): the form above, every company below, searched
 * by name or e-mail and read a page at a time as the table scrolls (a platform holds thousands).
 */
export function CompaniesTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // the super admins' own company is the platform's: it is never deleted
  const platformCompanyId = useCurrentUser().companyId;
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const list = useInfiniteQuery({
    queryKey: [...COMPANIES_KEY, term],
    queryFn: ({ pageParam }) => companiesApi.page(term, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });
  const companies = list.data?.pages.flatMap((p) => p.companies) ?? [];
  const plans = useQuery({ queryKey: ['plans', 'all'], queryFn: companiesApi.plans });
  const [editing, setEditing] = useState<CompanyAdminDTO | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [userOf, setUserOf] = useState<number | null>(null);

  const save = useSingleMutation({
    mutationFn: (values: CompanyData) =>
      editing ? companiesApi.update(editing.id, values) : companiesApi.create(values),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: COMPANIES_KEY });
      setEditing(editing ? saved : null);
      toastSuccess(t('companies.saved'));
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => companiesApi.remove(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: COMPANIES_KEY });
      setEditing(null);
      toastSuccess(t('companies.saved'));
    },
    onError: (err) => toastError(new Error(`${t('companies.deleteError')}: ${errorText(err)}`)),
  });

  return (
    <Stack spacing={2}>
      <CompanyForm
        company={editing}
        plans={plans.data ?? []}
        onSave={async (values) => {
          await save.mutateAsync(values);
        }}
        onClear={() => setEditing(null)}
        onDelete={editing?.id === platformCompanyId ? undefined : () => setConfirming(true)}
        onUser={() => editing && setUserOf(editing.id)}
      />
      <Divider />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t('companies.listTitle', { count: list.data?.pages[0]?.count ?? 0 })}
        </Typography>
        <SearchField value={search} onChange={setSearch} placeholder={t('companies.search')} />
      </Stack>
      <InfiniteScrollArea
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetching}
        onLoadMore={() => void list.fetchNextPage()}
        sx={{ maxHeight: '70vh' }}
      >
        <CompaniesTable
          companies={companies}
          loading={list.isLoading}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          selectedId={editing?.id}
          onSelect={setEditing}
        />
      </InfiniteScrollArea>
      <ConfirmDialog
        open={confirming}
        title={t('companies.confirmTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setConfirming(false)}
        onConfirm={() => editing && remove.mutate(editing.id)}
      >
        {t('companies.confirmBody')}
        {editing && (
          <Typography sx={{ mt: 1 }}>
            {t('companies.confirmWhat', { name: editing.name })}
          </Typography>
        )}
      </ConfirmDialog>
      {userOf !== null && <CompanyUserDialog companyId={userOf} onClose={() => setUserOf(null)} />}
    </Stack>
  );
}
