import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages } from '../../db/schema';

export interface HistoryMessage {
  id: number;
  body: string;
  fromMe: boolean;
  mediaType: string;
  mediaPath: string | null;
}

/**
 * The ticket's last `limit` messages up to the one being answered, oldest first
 * (messages_ticket_created); deleted ones left out.
 */
export async function historyOf(
  db: Executor,
  companyId: number,
  ticketId: number,
  upToMessageId: number,
  limit: number,
): Promise<HistoryMessage[]> {
  const rows = await db
    .select({
      id: messages.id,
      body: messages.body,
      fromMe: messages.fromMe,
      mediaType: messages.mediaType,
      mediaPath: messages.mediaPath,
    })
    .from(messages)
    .where(
      and(
        eq(messages.ticketId, ticketId),
        eq(messages.companyId, companyId),
        eq(messages.isDeleted, false),
        lte(messages.id, upToMessageId),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}
