import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import type { NotifyDTO, WeeklyHours } from '@atende/shared';
import { WeeklyHoursForm } from '../../components/weekly-hours-form';
import { ApiError } from '../../lib/api-client';
import { toastSuccess } from '../../lib/error-toast';
import { showToast } from '../../lib/toast';
import { notifyApi } from './notify-api';
import { NOTIFY_KEY } from './use-notify';

/** The recipients' hours; the spec's default week is shown (and applies) until one is saved. */
export function NotifyHoursTab({ schedules }: { schedules: WeeklyHours[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (next: WeeklyHours[]) => notifyApi.saveHours(next, schedules.length > 0),
    onSuccess: (_answer, next) => {
      client.setQueryData<NotifyDTO>(NOTIFY_KEY, (d) => d && { ...d, schedules: next });
      toastSuccess(t('notify.hoursSaved'));
    },
  });
  const submit = async (next: WeeklyHours[]) => {
    try {
      await save.mutateAsync(next);
    } catch (err) {
      // a refusal naming a field shows on it; anything else in the spec's words
      if (err instanceof ApiError && err.fields) throw err;
      showToast(t('notify.hoursError'), 'error');
    }
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('notify.hoursIntro')}</Typography>
      <WeeklyHoursForm saved={schedules} onSubmit={submit} />
    </Stack>
  );
}
