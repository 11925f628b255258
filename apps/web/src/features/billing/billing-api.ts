import type {
  InvoiceDTO,
  InvoicesPage,
  PlatformInvoicesPage,
  PixChargeDTO,
  SubscriptionInput,
  SubscriptionStatusDTO,
} from '@atende/shared';
import { api } from '../../lib/api-client';

/** The Faturas page's, the checkout's and the subscription page's calls (spec 2 §7). */
export const billingApi = {
  invoices: (searchParam: string, pageNumber: number) =>
    api.get<InvoicesPage>('/invoices/all', { params: { searchParam, pageNumber } }),
  /** Every company's invoices (super users). */
  platformInvoices: (searchParam: string, pageNumber: number) =>
    api.get<PlatformInvoicesPage>('/invoices', { params: { searchParam, pageNumber } }),
  /** The sandbox provider's "the bank paid" (super users). */
  paySandboxCharge: (chargeId: number) =>
    api.post<InvoiceDTO>(`/payments/sandbox/charges/${chargeId}/pay`),
  subscription: () => api.get<SubscriptionStatusDTO>('/subscription'),
  subscribe: (body: SubscriptionInput) => api.post<PixChargeDTO>('/subscription', body),
};
