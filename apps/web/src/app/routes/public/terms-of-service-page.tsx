import { EditablePageView } from '../../../features/pages/components/editable-page-view';

/** `/termsofservice`: the page as staff last edited it (/admin/editPage/termsofservice). */
export function TermsOfServicePage() {
  return <EditablePageView slug="termsofservice" />;
}
