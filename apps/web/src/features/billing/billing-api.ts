import type {
  InvoicesPage,
  PixChargeDTO,
  SubscriptionInput,
  SubscriptionStatusDTO,
} from '@atende/shared';
import { api } from '../../lib/api-client';

/** The Faturas page's, the checkout's and the subscription page's calls (spec 2 §7). */
export const billingApi = {
  invoices: (searchParam: string, pageNumber: number) =>
    api.get<InvoicesPage>('/invoices/all', { params: { searchParam, pageNumber } }),
  subscription: () => api.get<SubscriptionStatusDTO>('/subscription'),
  subscribe: (body: SubscriptionInput) => api.post<PixChargeDTO>('/subscription', body),
};
