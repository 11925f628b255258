import { useTranslation } from 'react-i18next';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';
import { Alert, Button, DialogActions, DialogContent, Divider, Stack } from '@mui/material';
import type { QueueCreateData } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { toastError } from '../../lib/error-toast';
import { applyFieldErrors } from '../../lib/form-errors';
import { queueBody, queueFormResolver, type QueueFormValues } from './queue-form-values';
import { QueueFields } from './queue-fields';
import { QueueHoursEditor } from './queue-hours-editor';
import { QueueOptionsEditor } from './queue-options-editor';

const DATA_FIELDS = [
  'name',
  'color',
  'orderQueue',
  'greetingMessage',
  'outOfHoursMessage',
  'integrationId',
  'promptId',
] as const;
const HOURS_FIELDS = [0, 1, 2, 3, 4, 5, 6].flatMap((i) =>
  (['weekdayEn', 'startTime', 'endTime'] as const).map(
    (f) => `schedules.${i}.${f}` as Path<QueueFormValues>,
  ),
);

interface QueueFormProps {
  initial: QueueFormValues;
  /** Set once the queue is saved: its option menu can be edited. */
  queueId?: number;
  tab: 'data' | 'hours';
  onShowTab: (tab: 'data' | 'hours') => void;
  perQueueHours: boolean;
  submitLabel: string;
  onSubmit: (body: QueueCreateData) => Promise<unknown>;
  onCancel: () => void;
}

export function QueueForm(props: QueueFormProps) {
  const { initial, queueId, tab, onShowTab, perQueueHours, submitLabel, onCancel } = props;
  const { t } = useTranslation();
  const { control, handleSubmit, setError, watch, formState } = useForm<
    QueueFormValues,
    unknown,
    QueueCreateData
  >({ resolver: queueFormResolver, defaultValues: initial });
  const days = watch('schedules');

  // an error only on the other tab would go unseen: show that tab
  const showErrors = (errors: FieldErrors<QueueFormValues>) => {
    if (perQueueHours && errors.schedules && !DATA_FIELDS.some((f) => errors[f])) {
      onShowTab('hours');
    } else onShowTab('data');
  };
  const submit = handleSubmit(async (data) => {
    try {
      await props.onSubmit(queueBody(data, perQueueHours));
    } catch (err) {
      if (applyFieldErrors(err, setError, [...DATA_FIELDS, ...HOURS_FIELDS])) {
        onShowTab(err instanceof ApiError && namesDataField(err) ? 'data' : 'hours');
      } else toastError(err);
    }
  }, showErrors);

  return (
    <>
      <DialogContent>
        <form id="queue-form" noValidate onSubmit={(e) => void submit(e)}>
          {tab === 'data' ? (
            <QueueFields control={control} perQueueHours={perQueueHours} />
          ) : (
            <QueueHoursEditor control={control} days={days} />
          )}
        </form>
        {tab === 'data' && (
          <Stack spacing={2} sx={{ mt: 3 }}>
            <Divider />
            {queueId === undefined ? (
              <Alert severity="info">{t('queues.options.saveFirst')}</Alert>
            ) : (
              <QueueOptionsEditor queueId={queueId} />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          {queueId === undefined ? t('common.cancel') : t('queues.modal.close')}
        </Button>
        <Button
          type="submit"
          form="queue-form"
          variant="contained"
          disabled={formState.isSubmitting}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}

const namesDataField = (err: ApiError) =>
  DATA_FIELDS.some((f) => err.fields !== undefined && f in err.fields);
