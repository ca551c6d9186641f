import type { Policy } from '@app/contract/policy';
import { useSearchParams } from 'react-router';
import { usePolicyVersion } from '../../../features/policy/api/get-policy';
import { PolicyView } from '../../../features/policy/components/policy-view';
import { versionParam } from '../../../features/policy/version-param';
import { isApiError } from '../../../lib/api-error';
import { useContentLanguage } from '../../../lib/content-language';
import { NotFoundPage } from './not-found-page';

/** A policy's page; `?version=` naming a day no version took effect on is not found (404). */
function PolicyPage({ policy }: { policy: Policy }) {
  const [params] = useSearchParams();
  const version = usePolicyVersion(policy, versionParam(params), useContentLanguage());
  if (isApiError(version.error) && version.error.status === 404) return <NotFoundPage />;
  return <PolicyView policy={policy} />;
}

/** `/termsofservice`: the terms in force, announced and earlier versions (decision 27). */
export function TermsOfServicePage() {
  return <PolicyPage policy="terms" />;
}

/** `/privacy`: the privacy policy in force, announced and earlier versions. */
export function PrivacyPage() {
  return <PolicyPage policy="privacy" />;
}

/** `/privacy/collection`: the notice an inquiry's writer agrees to, and its earlier versions. */
export function CollectionNoticePage() {
  return <PolicyPage policy="collection" />;
}
