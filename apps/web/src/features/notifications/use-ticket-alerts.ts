import { useEffect, useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketDTO } from '@atende/shared';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { useTicketViewer } from '../tickets/use-tickets-list';
import { showToast } from '../../lib/toast';
import { playAlertSound } from './alert-sound';
import {
  ALERT_TICKETS_KEY,
  isNotification,
  patchAlertTickets,
  withTicket,
} from './alert-tickets-cache';
import { askNotificationPermission, showTicketNotification } from './browser-notification';
import { notificationsApi } from './notifications-api';
import { shouldAlert } from './notification-rule';

/**
 * The alerts of spec 1 §6, mounted once in the top bar: keeps the list of unread alert tickets
 * live, rings and shows a browser notification when a contact writes, rings and says so when
 * someone gives this user a ticket, and returns the list.
 */
export function useTicketAlerts(): {
  tickets: TicketDTO[];
  /** The list could not be read (and none was read before). */
  failed: boolean;
  retry: () => void;
} {
  const { t } = useTranslation();
  const client = useQueryClient();
  const viewer = useTicketViewer();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openTicketUuid = matchPath('/tickets/:ticketId', pathname)?.params.ticketId ?? null;

  const query = useQuery({
    queryKey: ALERT_TICKETS_KEY,
    queryFn: notificationsApi.list,
  });
  // the server applies the same rule; a change of the user's queues applies before a refetch
  const tickets = useMemo(
    () => (query.data ?? []).filter((x) => isNotification(x, viewer)),
    [query.data, viewer],
  );

  useEffect(askNotificationPermission, []);

  useCompanyEvent('appMessage', (event) => {
    if (event.action !== 'create' || !event.ticket) return;
    const { ticket, message } = event;
    patchAlertTickets(client, (list) => withTicket(list, ticket, viewer));
    const view = { openTicketUuid, tabVisible: document.visibilityState === 'visible' };
    if (!shouldAlert(message, ticket, viewer, view)) return;
    playAlertSound();
    showTicketNotification(
      ticket,
      message,
      {
        title: t('notifications.from', { name: ticket.contact.name }),
        media: t('notifications.media'),
      },
      () => void navigate(`/tickets/${ticket.uuid}`),
    );
  });

  useCompanyEvent('ticket', (event) => {
    if (event.action === 'update' && event.ticket) {
      patchAlertTickets(client, (list) => withTicket(list, event.ticket, viewer));
      // a ticket given to this user: it would otherwise appear in their list without a word
      if (event.transferredBy && event.ticket.userId === viewer.id) {
        playAlertSound();
        showToast(
          t('notifications.transferredToYou', {
            by: event.transferredBy.name,
            name: event.ticket.contact.name || event.ticket.contact.number,
          }),
          'info',
        );
      }
      // their ticket resolved by someone else: the chat would just turn to Reabrir
      if (event.closedBy && event.closedBy.holderId === viewer.id) {
        showToast(
          t('notifications.closedBy', {
            by: event.closedBy.name,
            name: event.ticket.contact.name || event.ticket.contact.number,
          }),
          'info',
        );
      }
    } else if (event.action === 'delete') {
      const id = Number(event.ticketId);
      patchAlertTickets(client, (list) => list.filter((x) => x.id !== id));
    }
  });

  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: ALERT_TICKETS_KEY });
  });

  return { tickets, failed: query.isError && !query.data, retry: () => void query.refetch() };
}

/**
 * '(3) Atende' while three tickets are unread, '(99+) Atende' past 99 as the bell says; the
 * plain title otherwise.
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\+?\) /, '');
    document.title = count > 0 ? `(${count > 99 ? '99+' : count}) ${base}` : base;
    return () => {
      document.title = base;
    };
  }, [count]);
}
