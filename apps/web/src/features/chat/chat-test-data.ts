import type { MessageDTO } from '@atende/shared';

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
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}
