import type { WhatsappDTO } from '@atende/shared';

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
