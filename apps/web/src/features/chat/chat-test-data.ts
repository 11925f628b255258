import type { MessageDTO, TicketDTO } from '@atende/shared';

/** A message as GET /messages returns it, for tests. */
export function makeMessage(overrides: Partial<MessageDTO> = {}): MessageDTO {
  return {
    id: 1,
    ticketId: 10,
    contactId: 5,
    body: 'Olá',
    fromMe: false,
    mediaType: 'chat',
    mediaUrl: null,
    mediaName: null,
    quotedMsg: null,
    ack: 0,
    read: true,
    isDeleted: false,
    isEdited: false,
    sendStatus: 'received',
    sendError: null,
    userId: null,
    automatic: false,
    campaignId: null,
    participant: null,
    participantName: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

/** A ticket as GET /tickets/u/{uuid} returns it, for tests. */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return {
    id: 10,
    uuid: '7f1c2a4e-0000-4000-8000-000000000010',
    status: 'open',
    contactId: 5,
    contact: {
      id: 5,
      name: 'Maria Cliente',
      number: '5511988887777',
      email: '',
      profilePicUrl: '',
      isGroup: false,
    },
    userId: 7,
    user: { id: 7, name: 'Ana' },
    queueId: 1,
    queue: { id: 1, name: 'Atendimento', color: '#1976d2' },
    whatsappId: 1,
    whatsapp: { id: 1, name: 'Telefone simulado', status: 'CONNECTED', provider: 'sandbox' },
    tags: [],
    unreadMessages: 0,
    lastMessage: 'Olá',
    isGroup: false,
    chatbot: false,
    useIntegration: false,
    promptId: null,
    integrationId: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}
