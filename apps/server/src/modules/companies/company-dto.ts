import {
  isClientSetting,
  SETTING_DEFAULTS,
  type CompanyAdminDTO,
  type CompanyDTO,
  type PlanDTO,
  type Recurrence,
} from '@atende/shared';
import type { PlanRow } from '../plans/plans.repo';
import type { CompanyRow } from './companies.repo';

export function toPlanDTO(p: PlanRow): PlanDTO {
  return {
    id: p.id,
    name: p.name,
    users: p.users,
    connections: p.connections,
    queues: p.queues,
    value: Number(p.value),
    useCampaigns: p.useCampaigns,
    useSchedules: p.useSchedules,
    useInternalChat: p.useInternalChat,
    useExternalApi: p.useExternalApi,
    useKanban: p.useKanban,
    useOpenAi: p.useOpenAi,
    useIntegrations: p.useIntegrations,
  };
}

/** Stored settings over the defaults, so every key the spec names is always present. */
export function withDefaultSettings(stored: { key: string; value: string }[]) {
  const merged = new Map<string, string>(Object.entries(SETTING_DEFAULTS));
  for (const s of stored) merged.set(s.key, s.value);
  return [...merged].map(([key, value]) => ({ key, value }));
}

export function toCompanyDTO(
  c: CompanyRow,
  plan: PlanRow | undefined,
  settings: { key: string; value: string }[],
): CompanyDTO {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    status: c.status,
    dueDate: c.dueDate,
    recurrence: c.recurrence as Recurrence,
    planId: c.planId,
    plan: plan ? toPlanDTO(plan) : null,
    // the company travels in /auth/me and login: only what the web app needs, never a secret
    settings: withDefaultSettings(settings).filter((s) => isClientSetting(s.key)),
    createdAt: c.createdAt.toISOString(),
  };
}

/** A row of the Companies tab: the company, its plan and its campaigns switch. */
export function toCompanyAdminDTO(row: {
  company: CompanyRow;
  plan: PlanRow;
  campaignsEnabled: string | null;
}): CompanyAdminDTO {
  return {
    ...toCompanyDTO(row.company, row.plan, []),
    campaignsEnabled: (row.campaignsEnabled ?? SETTING_DEFAULTS.campaignsEnabled) === 'true',
  };
}
