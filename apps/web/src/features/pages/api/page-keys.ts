import type { PageSlug } from '@app/contract/page';
import type { Language } from '../../../lib/i18n/language';

/** Query keys of the editable pages; `all` prefixes every one, so a save refreshes them all. */
export const pageKeys = {
  all: ['pages'] as const,
  page: (slug: PageSlug, language: Language) => ['pages', 'public', slug, language] as const,
  adminPage: (slug: PageSlug) => ['pages', 'admin', slug] as const,
  revisions: (slug: PageSlug, page: number) => ['pages', 'revisions', slug, page] as const,
};
