import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { schedulesApi } from './schedules-api';

export const SCHEDULES_KEY = ['schedules'] as const;

/** The schedules of the calendar's visible range, for one search text. */
export function useSchedulesInRange(search: string, start: Date, end: Date) {
  return useQuery({
    queryKey: [...SCHEDULES_KEY, search, start.toISOString(), end.toISOString()],
    queryFn: () => schedulesApi.range(search, start, end),
    placeholderData: keepPreviousData,
  });
}

/**
 * company-{id}-schedule (a schedule saved, sent, failed or removed, by anyone) refetches the
 * calendar, as does a reconnection: a status change moves nothing in the grid but its colour.
 */
export function useSchedulesRealtime() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: SCHEDULES_KEY });
  useCompanyEvent('schedule', refresh);
  useSocketReconnect(refresh);
}
