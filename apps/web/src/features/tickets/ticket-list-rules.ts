import type { InfiniteData } from '@tanstack/react-query';
import { can, isAdminProfile, type TicketDTO, type TicketsPage } from '@atende/shared';

export type TicketStatus = TicketDTO['status'];

/** Who is looking at the lists: the signed-in user's id, profile, queues and allTicket. */
export interface TicketViewer {
  id: number;
  profile: string;
  queueIds: number[];
  allTicket: string;
}

/** What one cached list shows (the parts of its query that a live event can be checked against). */
export interface TicketListView {
  status?: TicketStatus;
  showAll?: boolean;
  /** Queues chosen in the queue filter; empty means no queue filter. */
  queueIds?: number[];
  /** Text, tag, user or date filters: the server alone knows what matches them. */
  filtered?: boolean;
}

type Placement = Pick<TicketDTO, 'status' | 'userId' | 'queueId'>;

/** The server's visibility rule (spec 1 §6): admins all; others own, their queues, queue-less if allTicket. */
export function canSeeTicket(viewer: TicketViewer, ticket: Pick<TicketDTO, 'userId' | 'queueId'>) {
  return isAdminProfile(viewer.profile) || inViewersQueues(viewer, ticket);
}

/**
 * What a list bound by the viewer's queues holds, an admin's too (the pending tab without
 * show-all): their own tickets, their queues', the queue-less ones when allTicket is enabled.
 */
function inViewersQueues(viewer: TicketViewer, ticket: Pick<TicketDTO, 'userId' | 'queueId'>) {
  if (ticket.userId === viewer.id) return true;
  if (ticket.queueId === null) return viewer.allTicket === 'enabled';
  return viewer.queueIds.includes(ticket.queueId);
}

/**
 * Whether a ticket belongs in a list (spec 1 §4 Live ticket list, §6): its status, the queue
 * filter, and then open = one's own (all with show-all), pending = the viewer's queues (all
 * with show-all), closed = all, as the server lists them (tickets.service.ts listTickets).
 */
export function belongsToList(ticket: Placement, view: TicketListView, viewer: TicketViewer) {
  if (view.status && ticket.status !== view.status) return false;
  const queueIds = view.queueIds ?? [];
  if (queueIds.length) {
    if (ticket.queueId === null) {
      if (!isAdminProfile(viewer.profile) && viewer.allTicket !== 'enabled') return false;
    } else if (!queueIds.includes(ticket.queueId)) return false;
  }
  const showAll = Boolean(view.showAll) && can(viewer.profile, 'tickets-manager:showall');
  if (showAll || view.status === 'closed') return true;
  if (view.status === 'open') return ticket.userId === viewer.id;
  return inViewersQueues(viewer, ticket);
}

export type TicketsData = InfiniteData<TicketsPage, number>;

const isListed = (data: TicketsData, id: number) =>
  data.pages.some((p) => p.tickets.some((t) => t.id === id));

/**
 * The list's tickets, each once. Pages are asked for by position while live events move
 * tickets to the top, so a page loaded later may repeat tickets already shown: the first
 * (freshest) place wins, and the tab's count counts each ticket once.
 */
export function ticketsOfPages(pages: readonly TicketsPage[]): TicketDTO[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.tickets).filter((t) => !seen.has(t.id) && !!seen.add(t.id));
}

export function removeTicket(data: TicketsData, ticketId: number): TicketsData {
  if (!isListed(data, ticketId)) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({ ...p, tickets: p.tickets.filter((t) => t.id !== ticketId) })),
  };
}

/** Every ticket of a cached list through `change`; the same data when none changed. */
export function mapTickets(data: TicketsData, change: (t: TicketDTO) => TicketDTO): TicketsData {
  let changed = false;
  const pages = data.pages.map((p) => {
    const tickets = p.tickets.map(change);
    if (tickets.some((t, i) => t !== p.tickets[i])) changed = true;
    return { ...p, tickets };
  });
  return changed ? { ...data, pages } : data;
}

function replaceTicket(data: TicketsData, ticket: TicketDTO): TicketsData {
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      tickets: p.tickets.map((t) => (t.id === ticket.id ? ticket : t)),
    })),
  };
}

function putOnTop(data: TicketsData, ticket: TicketDTO): TicketsData {
  const without = removeTicket(data, ticket.id);
  return {
    ...without,
    pages: without.pages.map((p, i) => (i === 0 ? { ...p, tickets: [ticket, ...p.tickets] } : p)),
  };
}

/**
 * An update event: replaced where listed (or put on top when new) if the ticket belongs to
 * the list, removed otherwise. Filtered lists (search) are only refreshed in place.
 */
export function applyTicketUpdate(
  data: TicketsData,
  ticket: TicketDTO,
  view: TicketListView,
  viewer: TicketViewer,
): TicketsData {
  if (view.filtered) {
    if (!isListed(data, ticket.id)) return data;
    return belongsStatus(ticket, view)
      ? replaceTicket(data, ticket)
      : removeTicket(data, ticket.id);
  }
  if (!belongsToList(ticket, view, viewer)) return removeTicket(data, ticket.id);
  return isListed(data, ticket.id) ? replaceTicket(data, ticket) : putOnTop(data, ticket);
}

/** A new message: the ticket (with its unread count) goes to the top of the lists it belongs to. */
export function applyNewMessage(
  data: TicketsData,
  ticket: TicketDTO,
  view: TicketListView,
  viewer: TicketViewer,
): TicketsData {
  if (view.filtered) {
    return isListed(data, ticket.id) && belongsStatus(ticket, view) ? putOnTop(data, ticket) : data;
  }
  if (!belongsToList(ticket, view, viewer)) return removeTicket(data, ticket.id);
  return putOnTop(data, ticket);
}

const belongsStatus = (ticket: Placement, view: TicketListView) =>
  !view.status || ticket.status === view.status;
