import { EditablePageView } from '../../../features/pages/components/editable-page-view';

/** `/privacy`: the page as staff last edited it (/admin/editPage/privacy). */
export function PrivacyPage() {
  return <EditablePageView slug="privacy" />;
}
