import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { SETTING_VALUES, type SettingDTO, type SettingKey } from '@atende/shared';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { settingsApi } from './settings-api';
import { SETTINGS_KEY, storeSetting } from './use-settings';

interface SettingSelectProps {
  settingKey: Exclude<SettingKey, 'asaas' | 'timezone'>;
  value: string;
}

/** One option: saved as soon as it changes, 'Atualizando...' while the server answers. */
export function SettingSelect({ settingKey, value }: SettingSelectProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (next: string) => settingsApi.update(settingKey, next),
    // the select shows the choice at once; a refusal puts the saved value back
    onMutate: (next) => {
      const before = client.getQueryData<SettingDTO[]>(SETTINGS_KEY);
      storeSetting(client, { key: settingKey, value: next });
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
  const values = SETTING_VALUES[settingKey];
  const valueText = (v: string) =>
    settingKey === 'call' ? t(`settings.callValues.${v}`) : t(`settings.values.${v}`);
  return (
    <TextField
      select
      fullWidth
      id={`setting-${settingKey}`}
      label={t(`settings.options.${settingKey}`)}
      value={value}
      onChange={(e) => save.mutate(e.target.value)}
      helperText={save.isPending ? t('settings.updating') : t(`settings.help.${settingKey}`)}
      slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
    >
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {valueText(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}
