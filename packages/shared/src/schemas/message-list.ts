import { z } from 'zod';
import { idParam } from './common';

/**
 * GET /messages/{ticketId}. The spec's clients page by `pageNumber`; `history=contact` adds the
 * contact's earlier conversations on the same connection, paged by `before` (the oldest message
 * id already shown). `markRead=false` reads without marking the ticket read (the admin's peek).
 */
export const messageListQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  history: z.enum(['contact']).optional(),
  before: idParam.optional(),
  markRead: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v !== 'false'),
});
export type MessageListQuery = z.output<typeof messageListQuery>;
