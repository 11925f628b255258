import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { settingsApi } from './settings-api';
import { storeSetting } from './use-settings';

/**
 * The payment provider's token (asaas), for the platform's super admin only: payments read the
 * platform company's (docs/decisions/0057, 0123). Write-only, so the field only says whether
 * one is set and takes a new one (docs/decisions/0015-secret-settings.md).
 */
export function IntegrationsSection({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [token, setToken] = useState('');
  const save = useMutation({
    mutationFn: (value: string) => settingsApi.update('asaas', value),
    onSuccess: (saved) => {
      storeSetting(client, saved);
      setToken('');
      toastSuccess(t('settings.updated'));
    },
    onError: toastError,
  });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="integrations-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="integrations-title">
          {t('settings.integrations.title')}
        </Typography>
        <Chip
          size="small"
          color={isSet ? 'success' : 'default'}
          label={isSet ? t('settings.integrations.set') : t('settings.integrations.notSet')}
        />
      </Stack>
      <TextField
        label={t('settings.integrations.asaas')}
        type="password"
        autoComplete="off"
        value={token}
        placeholder={t('settings.integrations.placeholder')}
        onChange={(e) => setToken(e.target.value)}
        helperText={save.isPending ? t('settings.updating') : t('settings.integrations.help')}
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!token.trim() || save.isPending}
          onClick={() => save.mutate(token)}
        >
          {t('settings.integrations.save')}
        </Button>
        {isSet && (
          <Button color="error" disabled={save.isPending} onClick={() => save.mutate('')}>
            {t('settings.integrations.remove')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
