import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Divider, Stack } from '@mui/material';
import type { CompanyAdminDTO, CompanyData } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorText, toastError, toastSuccess } from '../../lib/error-toast';
import { COMPANIES_KEY, companiesApi } from './companies-api';
import { CompaniesTable } from './companies-table';
import { CompanyForm } from './company-form';
import { CompanyUserDialog } from './company-user-dialog';

/** Settings → Companies (spec 2 §2, super users): the form above, every company below. */
export function CompaniesTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: COMPANIES_KEY, queryFn: companiesApi.listAll });
  const plans = useQuery({ queryKey: ['plans', 'all'], queryFn: companiesApi.plans });
  const [editing, setEditing] = useState<CompanyAdminDTO | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [userOf, setUserOf] = useState<number | null>(null);

  const save = useMutation({
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
        onDelete={() => setConfirming(true)}
        onUser={() => editing && setUserOf(editing.id)}
      />
      <Divider />
      {list.isError ? (
        <Alert severity="error">{t('companies.loadError')}</Alert>
      ) : (
        <CompaniesTable
          companies={list.data ?? []}
          loading={list.isLoading}
          selectedId={editing?.id}
          onSelect={setEditing}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('companies.confirmTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setConfirming(false)}
        onConfirm={() => editing && remove.mutate(editing.id)}
      >
        {t('companies.confirmBody')}
      </ConfirmDialog>
      {userOf !== null && <CompanyUserDialog companyId={userOf} onClose={() => setUserOf(null)} />}
    </Stack>
  );
}
