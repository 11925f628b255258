import type { ContactDTO, TicketDTO } from '@atende/shared';
import type { TicketsData } from './ticket-list-rules';

/** A ticket carrying the contact's current name, number and picture, or itself when unchanged. */
export function withContact(ticket: TicketDTO, contact: ContactDTO): TicketDTO {
  if (ticket.contactId !== contact.id) return ticket;
  const { name, number, email, profilePicUrl } = contact;
  const same =
    ticket.contact.name === name &&
    ticket.contact.number === number &&
    ticket.contact.email === email &&
    ticket.contact.profilePicUrl === profilePicUrl;
  return same
    ? ticket
    : { ...ticket, contact: { ...ticket.contact, name, number, email, profilePicUrl } };
}

/** A cached list whose tickets of this contact show its change (e.g. a new profile picture). */
export function contactChanged(data: TicketsData, contact: ContactDTO): TicketsData {
  let changed = false;
  const pages = data.pages.map((p) => {
    const tickets = p.tickets.map((t) => withContact(t, contact));
    if (tickets.some((t, i) => t !== p.tickets[i])) changed = true;
    return { ...p, tickets };
  });
  return changed ? { ...data, pages } : data;
}
