import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { campaignsApi } from './campaigns-api';

export const CAMPAIGNS_KEY = ['campaigns'] as const;

/** GET /campaigns page by page for one search text. */
export function useCampaignsPages(search: string) {
  return useInfiniteQuery({
    queryKey: [...CAMPAIGNS_KEY, 'page', search],
    queryFn: ({ pageParam }) => campaignsApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

/**
 * company-{id}-campaign: a saved or progressing campaign patches the cached pages in place;
 * one created or deleted refetches them; the report's figures patch the report.
 */
export function useCampaignsRealtime() {
  const client = useQueryClient();
  useCompanyEvent('campaign', (data) => {
    if (data.action === 'update') {
      client.setQueriesData<{ pages: Array<{ records: Array<{ id: number }> }> }>(
        { queryKey: [...CAMPAIGNS_KEY, 'page'] },
        (d) =>
          d && {
            ...d,
            pages: d.pages.map((p) => ({
              ...p,
              records: p.records.map((r) => (r.id === data.record.id ? data.record : r)),
            })),
          },
      );
      client.setQueryData(
        [...CAMPAIGNS_KEY, 'report', data.record.id],
        (old: object | undefined) =>
          old && data.counts ? { campaign: data.record, counts: data.counts } : old,
      );
      return;
    }
    void client.invalidateQueries({ queryKey: [...CAMPAIGNS_KEY, 'page'] });
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
  });
}
