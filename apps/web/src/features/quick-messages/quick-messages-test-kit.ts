import type { QuickMessageDTO } from '@atende/shared';

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
