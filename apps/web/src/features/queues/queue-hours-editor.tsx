import { useTranslation } from 'react-i18next';
import { Box, Stack, Typography } from '@mui/material';
import { FormTextField } from '../../components/form-text-field';
import type { QueueFormControl, QueueFormValues } from './queue-form-values';

interface QueueHoursEditorProps {
  control: QueueFormControl;
  days: QueueFormValues['schedules'];
}

/** 'Horários de Atendimento': a start and an end per weekday (equal: closed). */
export function QueueHoursEditor({ control, days }: QueueHoursEditorProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('queues.hours.hint')}
      </Typography>
      {days.map((day, i) => (
        <Box
          key={day.weekdayEn}
          role="group"
          aria-label={t(`queues.hours.${day.weekdayEn}`)}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '10rem 1fr 1fr' },
            gap: 1,
            alignItems: 'center',
          }}
        >
          <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 500 }}>
            {t(`queues.hours.${day.weekdayEn}`)}
          </Typography>
          <FormTextField
            control={control}
            name={`schedules.${i}.startTime`}
            type="time"
            size="small"
            label={t('queues.hours.start')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name={`schedules.${i}.endTime`}
            type="time"
            size="small"
            label={t('queues.hours.end')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      ))}
    </Stack>
  );
}
