import { useTranslation } from 'react-i18next';
import type { Control, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Button, MenuItem, Stack } from '@mui/material';
import { DIALOGFLOW_LANGUAGES, type QueueIntegrationDTO } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { toastError, toastSuccess } from '../../lib/error-toast';
import type { IntegrationFormValues } from './queue-integration-modal';
import { queueIntegrationsApi } from './queue-integrations-api';

interface Props {
  type: IntegrationFormValues['type'];
  control: Control<IntegrationFormValues>;
  record?: QueueIntegrationDTO;
  setValue: UseFormSetValue<IntegrationFormValues>;
  getValues: UseFormGetValues<IntegrationFormValues>;
}

/** A random signing secret for the admin to copy into the receiving flow. */
function randomSecret() {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The fields of one integration type. */
export function IntegrationTypeFields({ type, control, record, setValue, getValues }: Props) {
  const { t } = useTranslation();
  const text = (name: keyof IntegrationFormValues, more: Record<string, unknown> = {}) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      label={t(`queueIntegrations.${name}`)}
      fullWidth
      {...more}
    />
  );
  const test = useMutation({
    mutationFn: () => {
      const v = getValues();
      return queueIntegrationsApi.testSession({
        projectName: v.projectName,
        jsonContent: v.jsonContent,
        language: v.language,
        id: record?.id,
      });
    },
    onSuccess: () => toastSuccess(t('queueIntegrations.testOk')),
    onError: toastError,
  });

  if (type === 'dialogflow') {
    return (
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('projectName', { required: true })}
          {text('language', {
            select: true,
            required: true,
            children: DIALOGFLOW_LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>
                {t(`queueIntegrations.languages.${l}`)}
              </MenuItem>
            )),
          })}
        </Stack>
        {text('jsonContent', {
          multiline: true,
          minRows: 4,
          required: !record?.hasJsonContent,
          helperText: record?.hasJsonContent ? t('queueIntegrations.jsonStored') : undefined,
        })}
        <Button
          variant="outlined"
          onClick={() => test.mutate()}
          disabled={test.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('queueIntegrations.testSession')}
        </Button>
      </Stack>
    );
  }
  if (type === 'n8n' || type === 'webhook') {
    return (
      <Stack spacing={2}>
        {text('urlN8N', { required: true, placeholder: 'https://' })}
        <Stack direction="row" spacing={1} alignItems="flex-start">
          {text('webhookSecret', {
            required: !record?.hasWebhookSecret,
            helperText: record?.hasWebhookSecret
              ? t('queueIntegrations.secretStored')
              : t('queueIntegrations.secretHint'),
          })}
          <Button
            sx={{ mt: 1 }}
            onClick={() => setValue('webhookSecret', randomSecret(), { shouldValidate: true })}
          >
            {t('queueIntegrations.generate')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {text('urlN8N', { required: true, placeholder: 'https://' })}
      {text('typebotSlug', { required: true })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('typebotExpires', { type: 'number' })}
        {text('typebotDelayMessage', { type: 'number' })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('typebotKeywordFinish')}
        {text('typebotKeywordRestart')}
      </Stack>
      {text('typebotUnknownMessage')}
      {text('typebotRestartMessage')}
    </Stack>
  );
}
