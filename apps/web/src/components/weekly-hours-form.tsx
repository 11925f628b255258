import { useTranslation } from 'react-i18next';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  DEFAULT_WEEKLY_HOURS,
  weeklyHoursList,
  type WeekdayEn,
  type WeeklyHours,
  type WeeklyHoursEntry,
} from '@atende/shared';
import { showSaveError } from '../lib/form-errors';
import { FormTextField } from './form-text-field';

/** The rows as typed; the shared week schema checks them as the API does. */
interface FormValues {
  schedules: { weekday: string; weekdayEn: WeekdayEn; startTime: string; endTime: string }[];
}
interface FormOutput {
  schedules: WeeklyHoursEntry[];
}
const resolver = zodResolver(z.object({ schedules: weeklyHoursList })) as unknown as Resolver<
  FormValues,
  unknown,
  FormOutput
>;

/** The seven days in the spec's order; a day missing from `saved` shows as closed. */
function weekForForm(saved: readonly WeeklyHours[]): FormValues['schedules'] {
  const source = saved.length ? saved : DEFAULT_WEEKLY_HOURS;
  return DEFAULT_WEEKLY_HOURS.map((day) => {
    const found = source.find((d) => d.weekdayEn === day.weekdayEn);
    return {
      weekday: day.weekday,
      weekdayEn: day.weekdayEn as WeekdayEn,
      startTime: found?.startTime ?? '00:00',
      endTime: found?.endTime ?? '00:00',
    };
  });
}

const FIELDS = DEFAULT_WEEKLY_HOURS.flatMap((_, i) => [
  `schedules.${i}.startTime`,
  `schedules.${i}.endTime`,
]) as Path<FormValues>[];

interface WeeklyHoursFormProps {
  /** The saved week; empty shows the spec's default week. */
  saved: readonly WeeklyHours[];
  onSubmit: (schedules: WeeklyHours[]) => Promise<void>;
}

/** A weekly schedule: opening and closing time per day (00:00 to 00:00 is a closed day). */
export function WeeklyHoursForm({ saved, onSubmit }: WeeklyHoursFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    defaultValues: { schedules: weekForForm(saved) },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values.schedules);
    } catch (err) {
      showSaveError(err, setError, FIELDS);
    }
  });

  const timeField = (i: number, edge: 'startTime' | 'endTime', day: string) => {
    const label = t(edge === 'startTime' ? 'weeklyHours.start' : 'weeklyHours.end');
    return (
      <FormTextField
        control={control}
        name={`schedules.${i}.${edge}`}
        type="time"
        size="small"
        label={label}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'aria-label': `${day}: ${label}` },
        }}
        fullWidth
      />
    );
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 560 }}>
      <Stack spacing={1.5}>
        {DEFAULT_WEEKLY_HOURS.map((day, i) => (
          <Stack
            key={day.weekdayEn}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ width: { sm: 140 }, flexShrink: 0 }}>
              {t(`weeklyHours.days.${day.weekdayEn}`)}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ flex: 1 }}>
              {timeField(i, 'startTime', t(`weeklyHours.days.${day.weekdayEn}`))}
              {timeField(i, 'endTime', t(`weeklyHours.days.${day.weekdayEn}`))}
            </Stack>
          </Stack>
        ))}
        <Typography variant="caption" color="text.secondary">
          {t('weeklyHours.closedHint')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
