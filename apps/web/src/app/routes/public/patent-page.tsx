import { EditablePageView } from '../../../features/pages/components/editable-page-view';

/** `/patent`: the page as staff last edited it (/admin/editPage/patent). */
export function PatentPage() {
  return <EditablePageView slug="patent" />;
}
