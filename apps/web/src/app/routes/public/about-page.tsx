import { EditablePageView } from '../../../features/pages/components/editable-page-view';
import { CompanyMap } from '../../../features/site/components/company-map';

/** `/about`: the page as staff last edited it (/admin/editPage/about), and the map they chose. */
export function AboutPage() {
  return (
    <>
      <EditablePageView slug="about" />
      <CompanyMap />
    </>
  );
}
