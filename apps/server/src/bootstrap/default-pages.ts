import { PAGE_SLUGS, type PageSlug } from '@app/contract/page';
import type { Db } from '../db/client.ts';
import { sanitizeRichText } from '../lib/rich-text/sanitize.ts';
import { type PageValues, insertMissingPages } from '../modules/page/page.repository.ts';
import { insertFirstVersions } from '../modules/policy/policy.repository.ts';
import { dayInKorea } from '../plugins/app/visitor.ts';

/** Each page's name, as the menus and the original call it. */
const NAMES: Record<PageSlug, { ko: string; en: string }> = {
  home: { ko: '제품 검색', en: 'Product search' },
  about: { ko: '회사소개', en: 'About us' },
  smart: { ko: '스마트 솔루션', en: 'Smart solutions' },
  research: { ko: '연구개발', en: 'Research and development' },
  patent: { ko: '특허·인증', en: 'Patents and certifications' },
};

/** The policies a site must publish from its first day, by their names. */
const POLICY_NAMES = {
  terms: { ko: '이용약관', en: 'Terms of service' },
  privacy: { ko: '개인정보처리방침', en: 'Privacy policy' },
};

/**
 * A page's first version on a site of its own: its name and a line saying it is being
 * prepared, in Korean and English, with no fact about any company; staff write the page at
 * /admin/editPage/<slug>. The home page's hero points to the catalogue.
 */
function neutralPage(slug: PageSlug): PageValues {
  const name = NAMES[slug];
  if (slug === 'home') {
    return {
      title: name.ko,
      titleEn: name.en,
      content: '<p>제품 이름이나 품번으로 찾아보세요.</p>',
      contentEn: '<p>Find a product by its name or code.</p>',
      metaDescription: '제품 이름이나 품번으로 찾아보세요.',
      metaDescriptionEn: 'Find a product by its name or code.',
      imageUrl: null,
      ctaLabel: '제품 보기',
      ctaLabelEn: 'See the products',
      ctaHref: '/product/list',
    };
  }
  return {
    title: name.ko,
    titleEn: name.en,
    content: `<p>${name.ko} 페이지를 준비하고 있습니다.</p>`,
    contentEn: `<p>This page (${name.en}) is being prepared.</p>`,
    metaDescription: `${name.ko} 페이지를 준비하고 있습니다.`,
    metaDescriptionEn: `This page (${name.en}) is being prepared.`,
    imageUrl: null,
    ctaLabel: null,
    ctaHref: null,
  };
}

/** Stored content is always sanitised, even our own. */
export const sanitizedPage = (values: PageValues): PageValues => ({
  ...values,
  content: sanitizeRichText(values.content),
  contentEn: values.contentEn == null ? null : sanitizeRichText(values.contentEn),
});

/**
 * Adds the pages that are missing (all of them on a new database), in their neutral first
 * version, so no route is ever empty; returns how many. The demo seed replaces them with the
 * demo company's pages (demo-pages.ts).
 */
export async function ensureDefaultPages(db: Db): Promise<number> {
  return insertMissingPages(
    db,
    PAGE_SLUGS.map((slug) => ({ slug, ...sanitizedPage(neutralPage(slug)) })),
  );
}

/**
 * Gives the terms and the privacy policy a first version, in force today, that says it is being
 * prepared (staff write theirs at /admin/policies); answers how many it gave. The inquiry's
 * collection notice has its first version from its migration, which every earlier inquiry
 * agreed to.
 */
export async function ensureDefaultPolicies(db: Db): Promise<number> {
  const today = dayInKorea(new Date());
  return insertFirstVersions(
    db,
    (['terms', 'privacy'] as const).map((policy) => ({
      policy,
      effectiveOn: today,
      content: `<p>${POLICY_NAMES[policy].ko}을 준비하고 있습니다.</p>`,
      contentEn: `<p>The ${POLICY_NAMES[policy].en.toLowerCase()} is being prepared.</p>`,
      summary: null,
      summaryEn: null,
    })),
  );
}
