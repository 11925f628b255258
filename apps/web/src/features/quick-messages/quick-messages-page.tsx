import { UnderConstructionPage } from '../../components/under-construction-page';

/** /quick-messages (spec 2 §2 Quick messages page and modal). */
export function QuickMessagesPage() {
  return <UnderConstructionPage titleKey="menu.quickMessages" />;
}
