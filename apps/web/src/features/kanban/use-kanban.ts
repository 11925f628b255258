import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { kanbanApi, type KanbanFilters } from './kanban-api';

export const KANBAN_KEY = ['kanban'] as const;
export const boardKey = (f: KanbanFilters) => [...KANBAN_KEY, f] as const;

export function useKanbanBoard(filters: KanbanFilters) {
  return useQuery({ queryKey: boardKey(filters), queryFn: () => kanbanApi.board(filters) });
}

/**
 * company-{id}-kanban: any change refetches the board, since a move renumbers cards this
 * user may not see; a reconnection refetches what may have been missed.
 */
export function useKanbanRealtime() {
  const client = useQueryClient();
  const refetch = () => {
    // a local move in flight wins; its own settle refetches afterwards
    if (client.isMutating({ mutationKey: KANBAN_KEY }) > 0) return;
    void client.invalidateQueries({ queryKey: KANBAN_KEY });
  };
  useCompanyEvent('kanban', refetch);
  useSocketReconnect(refetch);
}
