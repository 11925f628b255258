import { UnderConstructionPage } from '../../components/under-construction-page';

/** /tags (spec 2 §2 Tags page). */
export function TagsPage() {
  return <UnderConstructionPage titleKey="menu.tags" />;
}
