import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import {
  MESSAGE_VARIABLES_TEXT,
  WHATSAPP_PROVIDERS,
  type CloudApiSettingsDTO,
} from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { translateValidation } from '../../lib/error-toast';
import { QueueSelect } from '../queues/queue-select';
import { useQueues } from '../queues/use-queues';
import type { ConnectionFormOutput, ConnectionFormValues } from './connection-form-schema';
import { CloudApiFields } from './cloud-api-fields';
import { CopyField } from './copy-field';

type FormControl = Control<ConnectionFormValues, unknown, ConnectionFormOutput>;

function TokenField({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <CopyField
      label={t('connections.modal.token')}
      value={token}
      copyLabel={t('connections.modal.copyToken')}
      copiedText={t('connections.modal.copied')}
    />
  );
}

interface GeneralFieldsProps {
  control: FormControl;
  token?: string;
  connectionId?: number;
  cloudApi?: CloudApiSettingsDTO;
}

/**
 * Name, default, provider (with the official API's settings when chosen), token, and the queues
 * the customer chooses from with the greeting.
 */
export function GeneralFields({ control, token, connectionId, cloudApi }: GeneralFieldsProps) {
  const { t } = useTranslation();
  const variables = t('common.messageVariables', { list: MESSAGE_VARIABLES_TEXT });
  const provider = useWatch({ control, name: 'provider' });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <FormTextField
          control={control}
          name="name"
          label={t('connections.modal.name')}
          fullWidth
          autoFocus
        />
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <FormControlLabel
              label={t('connections.modal.isDefault')}
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              }
            />
          )}
        />
      </Stack>
      <FormTextField
        control={control}
        name="provider"
        select
        label={t('connections.modal.provider')}
        fullWidth
      >
        {WHATSAPP_PROVIDERS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`connections.modal.providers.${p}`)}
          </MenuItem>
        ))}
      </FormTextField>
      {provider === 'cloud-api' && (
        <CloudApiFields control={control} connectionId={connectionId} stored={cloudApi} />
      )}
      {token ? <TokenField token={token} /> : null}
      <Controller
        control={control}
        name="queueIds"
        render={({ field }) => (
          <QueueSelect
            value={(field.value ?? []) as number[]}
            onChange={field.onChange}
            label={t('connections.modal.queues')}
          />
        )}
      />
      <FormTextField
        control={control}
        name="greetingMessage"
        label={t('connections.modal.greetingMessage')}
        helperText={`${t('connections.modal.greetingHelp')} ${variables}`}
        multiline
        minRows={3}
        fullWidth
      />
    </Stack>
  );
}

/** What the customer is told when the ticket closes, outside the hours, and to rate it. */
export function MessageFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const variables = t('common.messageVariables', { list: MESSAGE_VARIABLES_TEXT });
  return (
    <Stack spacing={2}>
      {(['complationMessage', 'outOfHoursMessage', 'ratingMessage'] as const).map((name) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={t(`connections.modal.${name}`)}
          helperText={`${t(`connections.modal.${name}Help`)} ${variables}`}
          multiline
          minRows={3}
          fullWidth
        />
      ))}
    </Stack>
  );
}

/** The chatbot's limits, the transfer of tickets left without queue, and the inactivity close. */
export function AutomationFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const queues = useQueues();
  const transferQueueId = useWatch({ control, name: 'transferQueueId' });
  const minutes = { htmlInput: { min: 0, inputMode: 'numeric' } } as const;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="maxUseBotQueues"
          type="number"
          label={t('connections.modal.maxUseBotQueues')}
          helperText={t('connections.modal.maxUseBotQueuesHelp')}
          slotProps={{ htmlInput: { min: 0, max: 100, inputMode: 'numeric' } }}
          fullWidth
        />
        <FormTextField
          control={control}
          name="timeUseBotQueues"
          type="number"
          label={t('connections.modal.timeUseBotQueues')}
          helperText={t('connections.modal.timeUseBotQueuesHelp')}
          slotProps={minutes}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="transferQueueId"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('connections.modal.transferQueue')}
              value={queues.data ? (field.value ?? '') : ''}
              onChange={(e) =>
                field.onChange(e.target.value === '' ? null : Number(e.target.value))
              }
              error={Boolean(fieldState.error)}
              helperText={
                translateValidation(fieldState.error?.message) ??
                t('connections.modal.transferQueueHelp')
              }
              fullWidth
            >
              <MenuItem value="">
                <em>{t('connections.modal.noTransferQueue')}</em>
              </MenuItem>
              {(queues.data ?? []).map((q) => (
                <MenuItem key={q.id} value={q.id}>
                  {q.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="timeToTransfer"
          type="number"
          label={t('connections.modal.timeToTransfer')}
          disabled={!transferQueueId}
          slotProps={minutes}
          fullWidth
        />
      </Stack>
      <FormTextField
        control={control}
        name="expiresTicket"
        type="number"
        label={t('connections.modal.expiresTicket')}
        helperText={t('connections.modal.expiresTicketHelp')}
        slotProps={minutes}
        fullWidth
      />
      <FormTextField
        control={control}
        name="expiresInactiveMessage"
        label={t('connections.modal.expiresInactiveMessage')}
        helperText={t('connections.modal.expiresInactiveMessageHelp')}
        multiline
        minRows={2}
        fullWidth
      />
    </Stack>
  );
}
