import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { dashboardApi, type DashboardPeriod } from './dashboard-api';

export const DASHBOARD_KEY = ['dashboard'] as const;
/** Ticket changes refresh the figures at most this often. */
const REFRESH_MS = 2_000;

export function useDashboard(period: DashboardPeriod, enabled: boolean) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'summary', period],
    queryFn: () => dashboardApi.summary(period),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The two charts over the period the summary resolved (company days). */
export function useDashboardCharts(range: { from: string; to: string } | undefined) {
  const from = range?.from ?? '';
  const to = range?.to ?? '';
  const users = useQuery({
    queryKey: [...DASHBOARD_KEY, 'users', from, to],
    queryFn: () => dashboardApi.ticketsUsers(from, to),
    placeholderData: keepPreviousData,
    enabled: Boolean(range),
  });
  const days = useQuery({
    queryKey: [...DASHBOARD_KEY, 'days', from, to],
    queryFn: () => dashboardApi.ticketsDay(from, to),
    placeholderData: keepPreviousData,
    enabled: Boolean(range),
  });
  return { users, days };
}

/**
 * Live figures: a ticket change (accept, transfer, resolve) or a new message refreshes the open
 * dashboard's queries, gathered so a burst of changes costs one round of requests; so does a
 * reconnection.
 */
export function useDashboardRealtime() {
  const client = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  const refresh = () => {
    if (timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      void client.invalidateQueries({ queryKey: DASHBOARD_KEY });
    }, REFRESH_MS);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useCompanyEvent('ticket', refresh);
  // a new message may open or reopen a ticket; its event carries the ticket (no ticket event)
  useCompanyEvent('appMessage', (event) => {
    if (event.action === 'create') refresh();
  });
  useSocketReconnect(refresh);
}
