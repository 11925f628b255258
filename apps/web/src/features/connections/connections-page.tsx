import { UnderConstructionPage } from '../../components/under-construction-page';

/** /connections (spec 1 §2 Connections page, §4 connection status). */
export function ConnectionsPage() {
  return <UnderConstructionPage titleKey="menu.connections" />;
}
