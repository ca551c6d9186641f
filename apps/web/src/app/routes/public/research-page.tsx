import { LocalizedPageView } from '../../../features/pages/components/localized-page-view';
import { researchPage } from '../../../features/pages/content/research';

export function ResearchPage() {
  return <LocalizedPageView page={researchPage} />;
}
