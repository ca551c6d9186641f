import { LocalizedPageView } from '../../../features/pages/components/localized-page-view';
import { privacyPolicyPage } from '../../../features/pages/content/privacy-policy';

export function PrivacyPage() {
  return <LocalizedPageView page={privacyPolicyPage} />;
}
