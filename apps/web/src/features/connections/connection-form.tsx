import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  DialogActions,
  DialogContent,
  Divider,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { WHATSAPP_PROVIDERS } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { applyFieldErrors } from '../../lib/form-errors';
import { QueueSelect } from '../queues/queue-select';
import { useQueues } from '../queues/use-queues';
import { UNAVAILABLE_PROVIDERS } from './connection-status';
import {
  CONNECTION_FORM_FIELDS,
  connectionFormSchema,
  type ConnectionFormOutput,
  type ConnectionFormValues,
} from './connection-form-schema';

interface ConnectionFormProps {
  initial: ConnectionFormValues;
  /** The external API token, shown read-only (admins only; empty hides it). */
  token?: string;
  onSubmit: (values: ConnectionFormOutput) => Promise<void>;
  onCancel: () => void;
}

const MESSAGE_FIELDS = [
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'expiresInactiveMessage',
] as const;

function TokenField({ token }: { token: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      toastSuccess(t('connections.modal.copied'));
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <TextField
      label={t('connections.modal.token')}
      value={token}
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={t('connections.modal.copyToken')} onClick={() => void copy()}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The connection modal's fields (spec 1 §3 Connection), validated with the shared rules. */
export function ConnectionForm({ initial, token, onSubmit, onCancel }: ConnectionFormProps) {
  const { t } = useTranslation();
  const queues = useQueues();
  const { control, handleSubmit, setError, formState } = useForm<
    ConnectionFormValues,
    unknown,
    ConnectionFormOutput
  >({
    resolver: zodResolver(connectionFormSchema),
    defaultValues: initial,
  });
  const provider = useWatch({ control, name: 'provider' });
  const transferQueueId = useWatch({ control, name: 'transferQueueId' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      if (!applyFieldErrors(err, setError, CONNECTION_FORM_FIELDS)) toastError(err);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent dividers>
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
            helperText={
              provider && UNAVAILABLE_PROVIDERS.includes(provider)
                ? t('connections.modal.providerUnavailable')
                : undefined
            }
            fullWidth
          >
            {WHATSAPP_PROVIDERS.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`connections.modal.providers.${p}`)}
              </MenuItem>
            ))}
          </FormTextField>
          {token ? <TokenField token={token} /> : null}

          <Divider textAlign="left">
            <Typography variant="caption" color="text.secondary">
              {t('connections.modal.sectionMessages')}
            </Typography>
          </Divider>
          {MESSAGE_FIELDS.map((name) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={t(`connections.modal.${name}`)}
              helperText={
                name === 'greetingMessage' ? t('connections.modal.greetingHelp') : undefined
              }
              multiline
              minRows={2}
              fullWidth
            />
          ))}

          <Divider textAlign="left">
            <Typography variant="caption" color="text.secondary">
              {t('connections.modal.sectionChatbot')}
            </Typography>
          </Divider>
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
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="expiresTicket"
              type="number"
              label={t('connections.modal.expiresTicket')}
              helperText={t('connections.modal.expiresTicketHelp')}
              slotProps={{ htmlInput: { min: 0 } }}
              fullWidth
            />
            <FormTextField
              control={control}
              name="timeUseBotQueues"
              type="number"
              label={t('connections.modal.timeUseBotQueues')}
              slotProps={{ htmlInput: { min: 0 } }}
              fullWidth
            />
            <FormTextField
              control={control}
              name="maxUseBotQueues"
              type="number"
              label={t('connections.modal.maxUseBotQueues')}
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
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
                  value={field.value ?? ''}
                  onChange={(e) =>
                    field.onChange(e.target.value === '' ? null : Number(e.target.value))
                  }
                  error={Boolean(fieldState.error)}
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
              slotProps={{ htmlInput: { min: 0 } }}
              fullWidth
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
