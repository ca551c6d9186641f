import { EditablePageView } from '../../../features/pages/components/editable-page-view';

/** `/smart`: the page as staff last edited it (/admin/editPage/smart). */
export function SmartPage() {
  return <EditablePageView slug="smart" />;
}
