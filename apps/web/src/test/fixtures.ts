import type { PlanDTO, SessionUserDTO } from '@atende/shared';

export function makePlan(overrides: Partial<PlanDTO> = {}): PlanDTO {
  return {
    id: 1,
    name: 'Plano',
    users: 10,
    connections: 5,
    queues: 10,
    value: 100,
    useCampaigns: false,
    useSchedules: true,
    useInternalChat: true,
    useExternalApi: false,
    useKanban: false,
    useOpenAi: false,
    useIntegrations: false,
    ...overrides,
  };
}

export function makeSessionUser(
  overrides: Partial<SessionUserDTO> = {},
  plan: Partial<PlanDTO> = {},
): SessionUserDTO {
  return {
    id: 7,
    name: 'Ana',
    email: 'ana@example.com',
    profile: 'admin',
    super: false,
    number: null,
    companyId: 3,
    whatsappId: null,
    allTicket: 'desabled',
    online: true,
    queues: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    company: {
      id: 3,
      name: 'Loja Azul',
      email: 'loja@example.com',
      phone: '11999999999',
      status: true,
      dueDate: '2026-12-31',
      recurrence: 'MENSAL',
      planId: 1,
      plan: makePlan(plan),
      settings: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    ...overrides,
  };
}
