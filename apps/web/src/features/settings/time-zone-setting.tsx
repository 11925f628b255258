import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import type { SettingDTO } from '@atende/shared';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { settingsApi } from './settings-api';
import { SETTINGS_KEY, storeSetting } from './use-settings';

/** The zones this browser knows; the server checks the choice again. */
function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['America/Sao_Paulo', 'UTC'];
  }
}

/** The company's time zone, which the dashboard and reports count days in; saved on choice. */
export function TimeZoneSetting({ value }: { value: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const zones = useMemo(knownZones, []);
  const save = useMutation({
    mutationFn: (next: string) => settingsApi.update('timezone', next),
    onMutate: (next) => {
      const before = client.getQueryData<SettingDTO[]>(SETTINGS_KEY);
      storeSetting(client, { key: 'timezone', value: next });
      return { before };
    },
    onSuccess: (saved) => {
      storeSetting(client, saved);
      toastSuccess(t('settings.updated'));
    },
    onError: (err, _next, context) => {
      if (context?.before) client.setQueryData(SETTINGS_KEY, context.before);
      toastError(err);
    },
  });
  return (
    <Autocomplete
      id="setting-timezone"
      options={zones}
      value={value}
      disableClearable
      onChange={(_e, next) => next && next !== value && save.mutate(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('settings.timezone.label')}
          helperText={save.isPending ? t('settings.updating') : t('settings.timezone.help')}
        />
      )}
    />
  );
}
