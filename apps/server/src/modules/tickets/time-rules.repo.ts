import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** A ticket a sweep has just changed, with where it was before. */
export interface SweptTicket {
  id: number;
  companyId: number;
  queueId: number | null;
  userId: number | null;
}

const rowsOf = (result: unknown) =>
  (result as { rows: Record<string, unknown>[] }).rows.map((r): SweptTicket => ({
    id: Number(r.id),
    companyId: Number(r.company_id),
    queueId: r.queue_id === null ? null : Number(r.queue_id),
    userId: r.user_id === null ? null : Number(r.user_id),
  }));

/**
 * Transfer after x minutes: moves up to `limit` waiting tickets without a queue, whose cycle has
 * waited the connection's timeToTransfer minutes at `now`, into the connection's transfer queue,
 * in one statement. The connections with the rule drive it (few rows); each one's tickets come
 * from tickets_company_queue_status. The update checks again that the ticket still waits without
 * a queue, so of two processes sweeping at once each ticket moves once. Answers the moved
 * tickets (queueId: the one they had, none).
 */
export async function transferWaitingTickets(db: Executor, now: Date, limit: number) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update tickets t set queue_id = due.transfer_queue_id, updated_at = now(),
      -- the transfer chose the queue for the customer: the menu ends, as after a person's
      -- transfer (bot-state endedByPerson)
      chatbot = false,
      bot_state = t.bot_state || '{"stage":"human","attempts":0}'::jsonb
    from (
      select c.id, w.transfer_queue_id
      from whatsapps w
      cross join lateral (
        select tk.id from tickets tk
        left join ticket_trackings tt on tt.company_id = tk.company_id and tt.ticket_id = tk.id
          and tt.finished_at is null
        where tk.company_id = w.company_id and tk.queue_id is null and tk.status = 'pending'
          and tk.whatsapp_id = w.id
          and coalesce(tt.queued_at, tk.created_at)
            <= ${at}::timestamptz - w.time_to_transfer * interval '1 minute'
        limit ${limit}
      ) c
      where w.transfer_queue_id is not null and w.time_to_transfer > 0
      limit ${limit}
    ) due
    where t.id = due.id and t.status = 'pending' and t.queue_id is null
    returning t.id, t.company_id, null as queue_id, t.user_id`);
  return rowsOf(result);
}

/**
 * Inactivity: closes up to `limit` open tickets of connections with expiresTicket minutes whose
 * last message is ours and neither it nor the ticket changed for that long at `now`, in one
 * statement (tickets_company_status_updated per connection, the last message from
 * messages_ticket_created). The update checks the ticket again, so a customer's message that
 * arrived meanwhile (it touches the ticket) keeps it open, and of two sweeps one closes it.
 */
export async function closeInactiveTickets(db: Executor, now: Date, limit: number) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update tickets t
    set status = 'closed', use_integration = false, prompt_id = null, integration_id = null,
      updated_at = now()
    from (
      select c.id, c.idle_since
      from whatsapps w
      cross join lateral (
        select tk.id, ${at}::timestamptz - w.expires_ticket * interval '1 minute' as idle_since
        from tickets tk
        cross join lateral (
          select m.from_me, m.created_at from messages m
          where m.ticket_id = tk.id
          order by m.created_at desc, m.id desc
          limit 1
        ) last
        where tk.company_id = w.company_id and tk.status = 'open' and tk.whatsapp_id = w.id
          and tk.updated_at <= ${at}::timestamptz - w.expires_ticket * interval '1 minute'
          and last.from_me
          and last.created_at <= ${at}::timestamptz - w.expires_ticket * interval '1 minute'
        limit ${limit}
      ) c
      where w.expires_ticket > 0
      limit ${limit}
    ) due
    where t.id = due.id and t.status = 'open' and t.updated_at <= due.idle_since
    returning t.id, t.company_id, t.queue_id, t.user_id`);
  return rowsOf(result);
}
