import { useTranslation } from 'react-i18next';
import { Stack } from '@mui/material';
import { FormTextField } from '../../components/form-text-field';
import { IntegrationSelect } from '../queue-integrations/integration-select';
import { QueueColorField } from './queue-color-field';
import { QueueEngineNotice } from './queue-engine-notice';
import { NONE, type QueueFormControl } from './queue-form-values';
import { QueuePromptSelect } from './queue-prompt-select';

interface QueueFieldsProps {
  control: QueueFormControl;
  /** scheduleType 'queue': the queue has its own hours, so its own out-of-hours message. */
  perQueueHours: boolean;
  /** Other queues exist: the greeting is required (spec 2 §5). */
  greetingRequired: boolean;
}

/** 'Dados da Fila': the queue's own fields (the option menu sits below them). */
export function QueueFields({ control, perQueueHours, greetingRequired }: QueueFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label={t('queues.modal.name')}
          fullWidth
          autoFocus
        />
        <QueueColorField control={control} />
        <FormTextField
          control={control}
          name="orderQueue"
          type="number"
          label={t('queues.modal.orderQueue')}
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: 9999 } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <IntegrationSelect
          control={control}
          name="integrationId"
          label={t('queues.modal.integration')}
          none={NONE}
        />
        <QueuePromptSelect control={control} />
      </Stack>
      <QueueEngineNotice control={control} />
      <FormTextField
        control={control}
        name="greetingMessage"
        label={t('queues.modal.greetingMessage')}
        required={greetingRequired}
        multiline
        minRows={3}
        fullWidth
      />
      {perQueueHours && (
        <FormTextField
          control={control}
          name="outOfHoursMessage"
          label={t('queues.modal.outOfHoursMessage')}
          multiline
          minRows={3}
          fullWidth
        />
      )}
    </Stack>
  );
}
