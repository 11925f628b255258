import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Divider, Stack } from '@mui/material';
import type { PlanData, PlanDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { PlanForm } from './plan-form';
import { PLANS_KEY, plansApi } from './plans-api';
import { PlansTable } from './plans-table';
import { useSingleMutation } from '../../lib/use-single-mutation';

/** Settings → Plans (spec 2 §2, super users). */
export function PlansTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: PLANS_KEY, queryFn: plansApi.listAll });
  const [editing, setEditing] = useState<PlanDTO | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: ['plans'] });

  const save = useSingleMutation({
    mutationFn: (values: PlanData) =>
      editing ? plansApi.update(editing.id, values) : plansApi.create(values),
    onSuccess: (saved) => {
      refresh();
      setEditing(editing ? saved : null);
      toastSuccess(t('plans.saved'));
    },
  });
  const remove = useMutation({
    mutationFn: (plan: PlanDTO) => plansApi.remove(plan.id),
    onSuccess: () => {
      refresh();
      setEditing(null);
      toastSuccess(t('plans.saved'));
    },
    // a plan in use: the message names it
    onError: (err, plan) =>
      toastError(
        err instanceof ApiError && err.code === 'ERR_PLAN_IN_USE'
          ? new Error(t('plans.inUse', { name: plan.name }))
          : err,
      ),
  });

  return (
    <Stack spacing={2}>
      <PlanForm
        plan={editing}
        onSave={async (values) => {
          await save.mutateAsync(values);
        }}
        onClear={() => setEditing(null)}
        onDelete={() => setConfirming(true)}
      />
      <Divider />
      <PlansTable
        plans={list.data ?? []}
        loading={list.isLoading}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        selectedId={editing?.id}
        onSelect={setEditing}
      />
      <ConfirmDialog
        open={confirming}
        title={t('plans.confirmTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setConfirming(false)}
        onConfirm={() => editing && remove.mutate(editing)}
      >
        {t('plans.confirmBody')}
      </ConfirmDialog>
    </Stack>
  );
}
