import { ApiError } from '../../lib/api-client';

/** Who holds the contact's open ticket, as ERR_OTHER_OPEN_TICKET carries it (spec 1 §8). */
export interface OpenTicketHolder {
  id?: number;
  uuid?: string;
  userId: number | null;
  user: { name: string } | null;
  queue: { name: string } | null;
}

/** The holder of an ERR_OTHER_OPEN_TICKET error, or null for any other error. */
export function openTicketHolder(err: unknown): OpenTicketHolder | null {
  if (!(err instanceof ApiError) || err.code !== 'ERR_OTHER_OPEN_TICKET') return null;
  try {
    const parsed = JSON.parse(err.message) as Partial<OpenTicketHolder>;
    return {
      id: parsed.id,
      uuid: parsed.uuid,
      userId: parsed.userId ?? null,
      user: parsed.user ?? null,
      queue: parsed.queue ?? null,
    };
  } catch {
    return { userId: null, user: null, queue: null };
  }
}
