import type { MessageDTO } from '@atende/shared';
import { format, isValid, parseISO } from 'date-fns';

export type ChatRow =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'conversation'; key: string; edge: 'ended' | 'started'; ticketId: number }
  | { kind: 'message'; key: string; message: MessageDTO };

/** The calendar day of a timestamp in local time (yyyy-MM-dd), '' when invalid. */
export function dayOf(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'yyyy-MM-dd') : '';
}

/**
 * The pages of GET /messages (newest page first, each page in time order) as one list in time
 * order, each message once (paging by offset repeats rows when new messages arrive meanwhile).
 */
export function mergePages(pages: { messages: MessageDTO[] }[]): MessageDTO[] {
  const seen = new Set<number>();
  const result: MessageDTO[] = [];
  for (let i = pages.length - 1; i >= 0; i--) {
    for (const message of pages[i]!.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      result.push(message);
    }
  }
  return result;
}

/** A reaction the customer took back (or replaced): gone from the chat, as on the phone. */
export const isTakenBackReaction = (m: MessageDTO) => m.mediaType === 'reaction' && m.isDeleted;

/**
 * Messages in time order with a day separator before the first message of each day, and where
 * the ticket changes (a contact's earlier conversation) 'conversation ended' after the last
 * message of one and 'conversation started' before the first of the next (spec 1 §2, chat screen).
 */
export function groupByDay(messages: MessageDTO[]): ChatRow[] {
  const rows: ChatRow[] = [];
  let currentDay: string | null = null;
  let previous: MessageDTO | undefined;
  for (const message of messages) {
    if (isTakenBackReaction(message)) continue;
    const day = dayOf(message.createdAt);
    const changed = previous !== undefined && previous.ticketId !== message.ticketId;
    if (changed) {
      const ticketId = previous!.ticketId;
      rows.push({ kind: 'conversation', key: `ended-${ticketId}`, edge: 'ended', ticketId });
    }
    if (day !== currentDay) {
      rows.push({ kind: 'day', key: `day-${day}`, day });
      currentDay = day;
    }
    if (changed) {
      const ticketId = message.ticketId;
      rows.push({ kind: 'conversation', key: `started-${ticketId}`, edge: 'started', ticketId });
    }
    rows.push({ kind: 'message', key: `m-${message.id}`, message });
    previous = message;
  }
  return rows;
}
