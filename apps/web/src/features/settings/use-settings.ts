import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SettingDTO } from '@atende/shared';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { settingsApi } from './settings-api';

export const SETTINGS_KEY = ['settings'] as const;

/** GET /settings: the company's settings (every key for admins, secrets as set or not). */
export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: settingsApi.list });
}

/** Puts one setting, as the server answered it, in the cached list. */
export function storeSetting(client: QueryClient, setting: SettingDTO) {
  client.setQueryData<SettingDTO[]>(SETTINGS_KEY, (list) =>
    list?.some((s) => s.key === setting.key)
      ? list.map((s) => (s.key === setting.key ? setting : s))
      : [...(list ?? []), setting],
  );
}

/** company-{id}-setting: a change made in another browser shows here at once. */
export function useSettingsRealtime() {
  const client = useQueryClient();
  useCompanyEvent('setting', (data) => storeSetting(client, data.setting));
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: SETTINGS_KEY });
  });
}
