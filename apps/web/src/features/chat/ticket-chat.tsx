/** The chat of one ticket, opened by its uuid (spec 1 §2 Chat screen). */
export function TicketChat({ ticketUuid }: { ticketUuid: string }) {
  return <div data-ticket={ticketUuid} />;
}
