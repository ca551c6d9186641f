import { LocalizedPageView } from '../../../features/pages/components/localized-page-view';
import { aboutPage } from '../../../features/pages/content/about';

export function AboutPage() {
  return <LocalizedPageView page={aboutPage} />;
}
