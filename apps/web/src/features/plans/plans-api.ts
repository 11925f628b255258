import type { PlanDTO, PlanFlag, PlanInput } from '@atende/shared';
import { api } from '../../lib/api-client';

/** The Settings page's Plans tab (spec 2 §7 plans; writes by super users). */
export const plansApi = {
  listAll: () => api.get<PlanDTO[]>('/plans/all'),
  create: (body: PlanInput) => api.post<PlanDTO>('/plans', body),
  update: (id: number, body: PlanInput) => api.put<PlanDTO>(`/plans/${id}`, body),
  remove: (id: number) => api.delete(`/plans/${id}`),
};

export const PLANS_KEY = ['plans', 'all'] as const;

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Spec 2 §1: money in BRL with pt-BR formatting (R$ 1.234,50) whatever the language. */
export const formatMoney = (value: number) => BRL.format(value);

const DECIMAL_BR = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The value as the form shows it for editing ('1.299,90'); the shared schema reads it back. */
export const moneyInputText = (value: number) => DECIMAL_BR.format(value);

/** The toggles in the order spec 2 §2 lists them (form and table). */
export const PLAN_FORM_FLAGS: PlanFlag[] = [
  'useCampaigns',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
];
