import type { TagDTO, TicketDTO } from '@atende/shared';
import { mapTickets, type TicketsData } from './ticket-list-rules';

/** A tag renamed, recoloured or deleted elsewhere: the new one (deleted: none). */
export type TagChange = { tagId: number; tag: TagDTO | null };

/** The ticket with the changed tag as it now is (gone when deleted), or itself when it had none. */
export function withTagChange(ticket: TicketDTO, { tagId, tag }: TagChange): TicketDTO {
  if (!ticket.tags.some((t) => t.id === tagId)) return ticket;
  const tags = tag
    ? ticket.tags.map((t) =>
        t.id === tagId ? { id: tag.id, name: tag.name, color: tag.color } : t,
      )
    : ticket.tags.filter((t) => t.id !== tagId);
  return { ...ticket, tags };
}

/** A cached list whose rows show the tag as it now is. */
export function tagChanged(data: TicketsData, change: TagChange): TicketsData {
  return mapTickets(data, (t) => withTagChange(t, change));
}
