import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';
import { Alert, Box, Button, DialogActions, DialogContent, Divider, Stack } from '@mui/material';
import type { QueueCreateData } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { toastError } from '../../lib/error-toast';
import { showToast } from '../../lib/toast';
import { applyFieldErrors } from '../../lib/form-errors';
import { queueBody, queueFormResolver, type QueueFormValues } from './queue-form-values';
import { QueueFields } from './queue-fields';
import { QueueHoursEditor } from './queue-hours-editor';
import type { OptionFlush } from './queue-option-form';
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
  /** The company has other queues: the greeting is required (spec 2 §5). */
  greetingRequired: boolean;
  submitLabel: string;
  onSubmit: (body: QueueCreateData) => Promise<unknown>;
  onCancel: () => void;
}

export function QueueForm(props: QueueFormProps) {
  const { initial, queueId, tab, onShowTab, perQueueHours, submitLabel, onCancel } = props;
  const { t } = useTranslation();
  const greetingError = props.greetingRequired ? t('queues.modal.greetingRequired') : null;
  const resolver = useMemo(() => queueFormResolver(greetingError), [greetingError]);
  const { control, handleSubmit, setError, watch, formState } = useForm<
    QueueFormValues,
    unknown,
    QueueCreateData
  >({ resolver, defaultValues: initial });
  const days = watch('schedules');
  // the option form open in the menu, if any (docs/decisions/0124)
  const pendingOption = useRef<OptionFlush | null>(null);

  // an error only on the other tab would go unseen: show that tab
  const showErrors = (errors: FieldErrors<QueueFormValues>) => {
    if (perQueueHours && errors.schedules && !DATA_FIELDS.some((f) => errors[f])) {
      onShowTab('hours');
    } else onShowTab('data');
  };
  const submit = handleSubmit(async (data) => {
    // what was typed in an open option is saved first, or the queue waits for it
    if (pendingOption.current && !(await pendingOption.current())) {
      onShowTab('data');
      showToast(t('queues.options.unsaved'), 'error');
      return;
    }
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
            <QueueFields
              control={control}
              perQueueHours={perQueueHours}
              greetingRequired={props.greetingRequired}
            />
          ) : (
            <QueueHoursEditor control={control} days={days} />
          )}
        </form>
        {/* hidden, not removed, on the hours tab: an option being typed stays */}
        <Box hidden={tab !== 'data'}>
          <Stack spacing={2} sx={{ mt: 3 }}>
            <Divider />
            {queueId === undefined ? (
              <Alert severity="info">{t('queues.options.saveFirst')}</Alert>
            ) : (
              <QueueOptionsEditor queueId={queueId} pending={pendingOption} />
            )}
          </Stack>
        </Box>
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
