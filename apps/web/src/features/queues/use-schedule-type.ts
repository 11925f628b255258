import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingDTO } from '@atende/shared';
import { api } from '../../lib/api-client';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';

const KEY = ['queues', 'settings'] as const;

/**
 * The company's scheduleType setting ('disabled', 'queue' or 'company'), read fresh when the
 * queue modal opens and kept current by company-{id}-setting; undefined while loading.
 */
export function useScheduleType(): string | undefined {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<SettingDTO[]>('/settings'),
    staleTime: 0,
  });
  useCompanyEvent('setting', ({ setting }) => {
    client.setQueryData<SettingDTO[]>(KEY, (list) =>
      list?.map((s) => (s.key === setting.key ? { ...s, value: setting.value } : s)),
    );
  });
  useSocketReconnect(() => void client.invalidateQueries({ queryKey: KEY }));
  if (!settings.data) return undefined;
  return settings.data.find((s) => s.key === 'scheduleType')?.value ?? 'disabled';
}
