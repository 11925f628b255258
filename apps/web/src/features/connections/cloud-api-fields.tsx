import { useTranslation } from 'react-i18next';
import { Alert, Stack, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { CloudApiSettingsDTO } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import type { ConnectionFormOutput, ConnectionFormValues } from './connection-form-schema';
import { CopyField } from './copy-field';

type FormControl = Control<ConnectionFormValues, unknown, ConnectionFormOutput>;
const SECRETS = ['accessToken', 'appSecret', 'verifyToken'] as const;

/** Where the platform must deliver this connection's events: this server's own address. */
export const webhookUrlOf = (connectionId: number, stored?: CloudApiSettingsDTO) =>
  window.location.origin + (stored?.webhookPath ?? `/api/webhooks/cloud-api/${connectionId}`);

interface CloudApiFieldsProps {
  control: FormControl;
  /** Absent while adding: the webhook address exists only once the connection does. */
  connectionId?: number;
  stored?: CloudApiSettingsDTO;
}

/**
 * The official API's settings: the number's ids, the secrets (write-only: never shown, only
 * whether they are set; left blank they stay as they are) and the webhook address to give Meta.
 */
export function CloudApiFields({ control, connectionId, stored }: CloudApiFieldsProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`connections.modal.cloudApi.${key}`);
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {k('legend')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="cloudApi.phoneNumberId"
          label={k('phoneNumberId')}
          helperText={k('digitsHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          fullWidth
        />
        <FormTextField
          control={control}
          name="cloudApi.businessAccountId"
          label={k('businessAccountId')}
          helperText={k('optionalDigitsHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          fullWidth
        />
      </Stack>
      {SECRETS.map((key) => (
        <FormTextField
          key={key}
          control={control}
          name={`cloudApi.${key}`}
          type="password"
          label={k(key)}
          helperText={stored?.[`${key}Set`] ? k('secretSet') : k('secretNotSet')}
          // a browser must not offer a saved login password for these
          slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
          fullWidth
        />
      ))}
      {connectionId === undefined ? (
        <Alert severity="info">{k('webhookAfterSave')}</Alert>
      ) : (
        <CopyField
          label={k('webhookUrl')}
          value={webhookUrlOf(connectionId, stored)}
          copyLabel={k('copyWebhook')}
          copiedText={k('webhookCopied')}
          helperText={k('webhookHelp')}
        />
      )}
    </Stack>
  );
}
