import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ticketsListOptions } from './ticket-list-queries';
import type { TicketListQuery } from './tickets-cache';
import { ticketsOfPages, type TicketViewer } from './ticket-list-rules';

/** One ticket list, page by page (ticket-list-queries.ts). */
export function useTicketsList(query: TicketListQuery, enabled = true) {
  const result = useInfiniteQuery({ ...ticketsListOptions(query), enabled });
  const tickets = useMemo(() => ticketsOfPages(result.data?.pages ?? []), [result.data]);
  return { ...result, tickets };
}

/** The signed-in user as the live-list rules see them. */
export function useTicketViewer(): TicketViewer {
  const me = useCurrentUser();
  return useMemo(
    () => ({
      id: me.id,
      profile: me.profile,
      queueIds: me.queues.map((q) => q.id),
      allTicket: me.allTicket,
    }),
    [me],
  );
}
