import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Switch,
} from '@mui/material';
import { WEBHOOK_EVENTS, webhookSchema, type WebhookDTO, type WebhookInput } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { translateValidation } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { FormDialog } from '../../components/form-dialog';

type Values = WebhookInput & { description: string; active: boolean };
const FIELDS = ['url', 'description', 'events', 'active'] as const;

interface WebhookDialogProps {
  /** Absent: a new endpoint. */
  webhook?: WebhookDTO;
  onSubmit: (values: WebhookInput) => Promise<void>;
  onClose: () => void;
}

/** Add or edit an endpoint: address, description, the events it wants, active. */
export function WebhookDialog({ webhook, onSubmit, onClose }: WebhookDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, WebhookInput>({
    resolver: zodResolver(webhookSchema) as never,
    defaultValues: {
      url: webhook?.url ?? '',
      description: webhook?.description ?? '',
      events: webhook?.events ?? ['message.created'],
      active: webhook?.active ?? true,
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      showSaveError(err, setError, FIELDS);
    }
  });

  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {webhook ? t('webhooks.form.editTitle') : t('webhooks.form.addTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="url"
              label={t('webhooks.form.url')}
              placeholder="https://"
              fullWidth
              autoFocus
            />
            <FormTextField
              control={control}
              name="description"
              label={t('webhooks.form.description')}
              fullWidth
            />
            <Controller
              control={control}
              name="events"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                  <FormLabel component="legend">{t('webhooks.form.events')}</FormLabel>
                  <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
                    {WEBHOOK_EVENTS.map((event) => (
                      <FormControlLabel
                        key={event}
                        label={t(`webhooks.events.${event}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(event)}
                            onChange={(e) =>
                              field.onChange(
                                e.target.checked
                                  ? [...field.value, event]
                                  : field.value.filter((v) => v !== event),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error && (
                    <FormHelperText>{translateValidation(fieldState.error.message)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  label={t('webhooks.form.active')}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <SaveCancelButtons onCancel={onClose} busy={formState.isSubmitting} />
        </DialogActions>
      </form>
    </FormDialog>
  );
}
