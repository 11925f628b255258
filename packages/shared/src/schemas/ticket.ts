import { z } from 'zod';
import { isoDate, queryFlag as flag, SEARCH_MAX_LENGTH } from './common';

export const TICKET_STATUSES = ['pending', 'open', 'closed'] as const;

/** The longest delay the transfer dialog may set: one day. */
export const TRANSFER_DELAY_MAX_MINUTES = 1440;

/** A JSON array in a query string ("[1,2]"), as the spec's clients send tags, users and queueIds. */
const idList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return [] as number[];
    try {
      const parsed: unknown = JSON.parse(v);
      const list = Array.isArray(parsed) ? parsed : [parsed];
      const ids = list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
      if (ids.length !== list.length) throw new Error('not ids');
      return ids.slice(0, 500);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Expected a JSON list of ids' });
      return z.NEVER;
    }
  });

/** GET /tickets (spec 1 §7). */
export const ticketListQuery = z.object({
  searchParam: z.string().trim().max(SEARCH_MAX_LENGTH).optional().default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  status: z.enum(TICKET_STATUSES).optional(),
  tags: idList,
  users: idList,
  queueIds: idList,
  date: isoDate,
  updatedAt: isoDate,
  showAll: flag,
  withUnreadMessages: flag,
});
export type TicketListQuery = z.output<typeof ticketListQuery>;

/** POST /tickets: an agent opens a conversation with a contact. */
export const ticketCreateSchema = z.object({
  contactId: z.coerce.number({ error: 'Required' }).int().positive(),
  queueId: z.coerce.number().int().positive().nullable().optional(),
  whatsappId: z.coerce.number().int().positive().nullable().optional(),
  userId: z.coerce.number().int().positive().nullable().optional(),
  status: z.enum(TICKET_STATUSES).optional(),
});
export type TicketCreateData = z.output<typeof ticketCreateSchema>;

/** PUT /tickets/{id}: accept, return, resolve, reopen, transfer. */
export const ticketUpdateSchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  userId: z.coerce.number().int().positive().nullable().optional(),
  queueId: z.coerce.number().int().positive().nullable().optional(),
  whatsappId: z.coerce.number().int().positive().optional(),
  useIntegration: z.boolean().optional(),
  promptId: z.coerce.number().int().positive().nullable().optional().or(z.literal(false)),
  integrationId: z.coerce.number().int().positive().nullable().optional().or(z.literal(false)),
  /** Transfer dialog: apply the queue/user transfer this many minutes from now (0: now). */
  transferAfterMinutes: z.coerce.number().int().min(0).max(TRANSFER_DELAY_MAX_MINUTES).optional(),
  /**
   * The status the person saw when they pressed Aceitar ('pending') or Reabrir ('closed'): if
   * someone else has opened it since, the request is refused (409 ERR_TICKET_TAKEN) rather than
   * taking the ticket from them.
   */
  expectedStatus: z.enum(TICKET_STATUSES).optional(),
});
export type TicketUpdateData = z.output<typeof ticketUpdateSchema>;
