import { LocalizedPageView } from '../../../features/pages/components/localized-page-view';
import { termsOfServicePage } from '../../../features/pages/content/terms-of-service';

export function TermsOfServicePage() {
  return <LocalizedPageView page={termsOfServicePage} />;
}
