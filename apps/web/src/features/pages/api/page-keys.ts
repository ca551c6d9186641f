import type { PageSlug } from '@app/contract/page';

/** Query keys of the editable pages; `all` prefixes every one, so a save refreshes them all. */
export const pageKeys = {
  all: ['pages'] as const,
  page: (slug: PageSlug) => ['pages', 'public', slug] as const,
  adminPage: (slug: PageSlug) => ['pages', 'admin', slug] as const,
  revisions: (slug: PageSlug, page: number) => ['pages', 'revisions', slug, page] as const,
};
