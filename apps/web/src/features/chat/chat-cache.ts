import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MessageDTO, MessagesPage, TicketDTO } from '@atende/shared';

/** Every cached copy of a ticket's messages (the chat's and the peek's) starts with this key. */
export const messagesKey = (ticketId: number) => ['chat', 'messages', ticketId] as const;
/** Messages as the chat reads them ('chat': marks read) or as the admin's peek does ('peek'). */
export const messagesViewKey = (ticketId: number, view: 'chat' | 'peek') =>
  [...messagesKey(ticketId), view] as const;
/** Every open chat's ticket (one query per uuid). */
export const CHAT_TICKETS_KEY = ['chat', 'ticket'] as const;
export const ticketKey = (uuid: string) => [...CHAT_TICKETS_KEY, uuid] as const;

export type Pages = InfiniteData<MessagesPage, number | undefined>;

/**
 * The newer state of a cached message. A quote never changes, and update events carry none
 * (quotedMsg null), so the known quote is kept.
 */
const newerState = (cached: MessageDTO, next: MessageDTO): MessageDTO =>
  next.quotedMsg || !cached.quotedMsg ? next : { ...next, quotedMsg: cached.quotedMsg };

/** Adds or replaces messages in the cached pages: new ones go to the end of the newest page. */
export function upsertMessages(data: Pages | undefined, incoming: MessageDTO[]): Pages | undefined {
  if (!data || data.pages.length === 0) return data;
  const byId = new Map(incoming.map((m) => [m.id, m]));
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((m) => {
      const next = byId.get(m.id);
      if (!next) return m;
      byId.delete(m.id);
      return newerState(m, next);
    }),
  }));
  if (byId.size > 0) {
    const fresh = [...byId.values()].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    );
    pages[0] = { ...pages[0]!, messages: [...pages[0]!.messages, ...fresh] };
  }
  return { ...data, pages };
}

/** Replaces one message wherever it is cached (acks, edits, deletes); unknown ones are ignored. */
export function replaceMessage(data: Pages | undefined, message: MessageDTO): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (m.id === message.id ? newerState(m, message) : m)),
    })),
  };
}

/** Patches every cached copy of the ticket's messages: the chat's and the peek's. */
export function patchMessages(
  client: QueryClient,
  ticketId: number,
  patch: (data: Pages | undefined) => Pages | undefined,
) {
  client.setQueriesData<Pages>({ queryKey: messagesKey(ticketId) }, patch);
}

/** Every cached copy of this ticket (by uuid) gets the newer state. */
export function setTicket(client: QueryClient, ticket: TicketDTO) {
  client.setQueryData(ticketKey(ticket.uuid), ticket);
}

/**
 * Keeps only the newest `count` pages of a ticket's cached messages (both views): after a long
 * scroll back, going to the newest or coming back online need not carry every older page.
 */
export function keepNewestPages(client: QueryClient, ticketId: number, count: number) {
  client.setQueriesData<Pages>({ queryKey: messagesKey(ticketId) }, (data) =>
    data && data.pages.length > count
      ? { pages: data.pages.slice(0, count), pageParams: data.pageParams.slice(0, count) }
      : data,
  );
}

/** Changes the cached ticket (by uuid) from its newest cached state, if it is cached. */
export function updateTicket(client: QueryClient, uuid: string, next: (t: TicketDTO) => TicketDTO) {
  client.setQueryData<TicketDTO>(ticketKey(uuid), (cached) => cached && next(cached));
}
