import { UnderConstructionPage } from '../../components/under-construction-page';

/** /tickets/:ticketId? — the ticket manager beside the open chat (spec 1 §2). */
export function TicketsPage() {
  return <UnderConstructionPage titleKey="menu.tickets" />;
}
