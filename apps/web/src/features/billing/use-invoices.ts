import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { billingApi } from './billing-api';

export const INVOICES_KEY = ['invoices'] as const;
export const SUBSCRIPTION_KEY = ['subscription'] as const;

/** GET /invoices/all page by page (pageNumber from 1). */
export function useInvoicesList(search: string) {
  return useInfiniteQuery({
    queryKey: [...INVOICES_KEY, search],
    queryFn: ({ pageParam }) => billingApi.invoices(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

/** GET /invoices (super users): every company's invoices, page by page. */
export function usePlatformInvoicesList(search: string) {
  return useInfiniteQuery({
    queryKey: [...INVOICES_KEY, 'platform', search],
    queryFn: ({ pageParam }) => billingApi.platformInvoices(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

export function useSubscriptionStatus() {
  return useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: billingApi.subscription });
}

/** A confirmed payment (company-{id}-payment) or a reconnection refetches invoices and figures. */
export function useBillingRealtime() {
  const client = useQueryClient();
  const refetch = () => {
    void client.invalidateQueries({ queryKey: INVOICES_KEY });
    void client.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
  };
  useCompanyEvent('payment', refetch);
  useSocketReconnect(refetch);
}
