import type { ContactDTO, TicketDTO } from '@atende/shared';
import { mapTickets, type TicketsData } from './ticket-list-rules';

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
  return mapTickets(data, (t) => withContact(t, contact));
}
