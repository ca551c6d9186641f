import { LocalizedPageView } from '../../../features/pages/components/localized-page-view';
import { smartSolutionsPage } from '../../../features/pages/content/smart-solutions';

export function SmartPage() {
  return <LocalizedPageView page={smartSolutionsPage} />;
}
