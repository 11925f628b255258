import type {
  ContactDTO,
  PlanDTO,
  QuickMessageDTO,
  SessionUserDTO,
  WhatsappDTO,
} from '@atende/shared';

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
      // the server always sends the client settings, with their defaults
      settings: [{ key: 'campaignsEnabled', value: 'true' }],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    ...overrides,
  };
}

export function makeContact(overrides: Partial<ContactDTO> = {}): ContactDTO {
  return {
    id: 1,
    name: 'Maria Silva',
    number: '5511987650001',
    email: 'maria@example.com',
    profilePicUrl: '',
    isGroup: false,
    whatsappId: null,
    extraInfo: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A connection as GET /whatsapp answers it, with the spec's defaults. */
export function makeWhatsapp(overrides: Partial<WhatsappDTO> = {}): WhatsappDTO {
  return {
    id: 1,
    name: 'Loja',
    status: 'CONNECTED',
    qrcode: '',
    number: '5511900000001',
    isDefault: false,
    retries: 0,
    greetingMessage: '',
    complationMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    expiresInactiveMessage: '',
    token: '',
    provider: 'sandbox',
    expiresTicket: 0,
    timeUseBotQueues: 0,
    maxUseBotQueues: 3,
    transferQueueId: null,
    timeToTransfer: null,
    promptId: null,
    integrationId: null,
    sendIdQueue: null,
    timeSendQueue: null,
    queues: [],
    queueIds: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A quick message as the API returns it, for tests. */
export function makeQuickMessage(overrides: Partial<QuickMessageDTO> = {}): QuickMessageDTO {
  return {
    id: 1,
    shortcode: 'ola',
    message: 'Olá! Como posso ajudar?',
    geral: true,
    userId: 7,
    isMedia: false,
    mediaUrl: null,
    mediaName: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
