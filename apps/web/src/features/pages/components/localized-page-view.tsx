import { useLanguage } from '../../../lib/i18n/language';
import type { Localized, PageDocument } from '../page-document';
import { PageDocumentView } from './page-document-view';

/** A company page in the interface language. */
export function LocalizedPageView({ page }: { page: Localized<PageDocument> }) {
  return <PageDocumentView document={page[useLanguage()]} />;
}
