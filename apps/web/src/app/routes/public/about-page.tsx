import { EditablePageView } from '../../../features/pages/components/editable-page-view';

/** `/about`: the page as staff last edited it (/admin/editPage/about). */
export function AboutPage() {
  return <EditablePageView slug="about" />;
}
