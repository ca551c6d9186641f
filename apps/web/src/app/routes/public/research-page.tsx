import { EditablePageView } from '../../../features/pages/components/editable-page-view';

/** `/research`: the page as staff last edited it (/admin/editPage/research). */
export function ResearchPage() {
  return <EditablePageView slug="research" />;
}
