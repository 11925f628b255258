import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import type { WeeklyHours } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { LoadingScreen } from '../../components/loading-screen';
import { WeeklyHoursForm } from '../../components/weekly-hours-form';
import { toastSuccess } from '../../lib/error-toast';
import { settingsApi } from './settings-api';

/** The company's opening hours (scheduleType 'company'); the default week until one is saved. */
export function SchedulesTab() {
  const { t } = useTranslation();
  const { companyId } = useCurrentUser();
  const client = useQueryClient();
  const company = useQuery({
    queryKey: ['company', companyId],
    queryFn: () => settingsApi.company(companyId),
  });
  // the form maps a refusal to its fields, so it awaits mutateAsync
  const save = useMutation({
    mutationFn: (schedules: WeeklyHours[]) => settingsApi.saveSchedules(companyId, schedules),
    onSuccess: (saved) => {
      client.setQueryData(['company', companyId], saved);
      toastSuccess(t('settings.schedulesSaved'));
    },
  });
  if (!company.data) return <LoadingScreen />;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('settings.schedulesIntro')}</Typography>
      <WeeklyHoursForm
        saved={company.data.schedules}
        onSubmit={async (schedules) => {
          await save.mutateAsync(schedules);
        }}
      />
    </Stack>
  );
}
