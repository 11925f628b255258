import type { QueryParams } from '../../lib/api-url';

/** Query of GET /tickets as the ticket manager sends it (spec 1 §7). */
export interface TicketListParams {
  status?: 'open' | 'pending' | 'closed';
  searchParam?: string;
  pageNumber: number;
  showAll?: boolean;
  queueIds?: number[];
  tags?: number[];
  users?: number[];
  date?: string;
  updatedAt?: string;
  withUnreadMessages?: boolean;
}

/**
 * The query string's parameters of GET /tickets, in one order whatever the order of the
 * caller's keys: the start-up script's early answer is taken only by the very same address.
 */
export function ticketListQuery({ queueIds, tags, users, ...rest }: TicketListParams): QueryParams {
  const params: QueryParams = {
    ...rest,
    // arrays travel as JSON, the form the server accepts for every list parameter
    queueIds: queueIds?.length ? JSON.stringify(queueIds) : undefined,
    tags: tags?.length ? JSON.stringify(tags) : undefined,
    users: users?.length ? JSON.stringify(users) : undefined,
  };
  return Object.fromEntries(
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]]),
  );
}
