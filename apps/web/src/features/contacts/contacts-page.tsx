import { UnderConstructionPage } from '../../components/under-construction-page';

/** /contacts (spec 1 §2 Contacts page). */
export function ContactsPage() {
  return <UnderConstructionPage titleKey="menu.contacts" />;
}
