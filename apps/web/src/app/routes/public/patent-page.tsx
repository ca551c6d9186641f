import { LocalizedPageView } from '../../../features/pages/components/localized-page-view';
import { patentsPage } from '../../../features/pages/content/patents';

export function PatentPage() {
  return <LocalizedPageView page={patentsPage} />;
}
