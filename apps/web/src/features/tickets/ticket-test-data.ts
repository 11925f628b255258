import type { TicketDTO } from '@atende/shared';

/** A ticket DTO for tests, with any field overridden. */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    status: 'pending',
    contactId: 10 + id,
    contact: {
      id: 10 + id,
      name: `Cliente ${id}`,
      number: '5511999990000',
      email: '',
      profilePicUrl: '',
      isGroup: false,
    },
    userId: null,
    user: null,
    queueId: null,
    queue: null,
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
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
