import { PolicyView } from '../../../features/policy/components/policy-view';

/** `/termsofservice`: the terms in force, announced and earlier versions (decision 27). */
export function TermsOfServicePage() {
  return <PolicyView policy="terms" />;
}

/** `/privacy`: the privacy policy in force, announced and earlier versions. */
export function PrivacyPage() {
  return <PolicyView policy="privacy" />;
}

/** `/privacy/collection`: the notice an inquiry's writer agrees to, and its earlier versions. */
export function CollectionNoticePage() {
  return <PolicyView policy="collection" />;
}
