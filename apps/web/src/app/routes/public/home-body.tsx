// Plain values only: zod's schemas stay out of the public pages' code (decision 12).
import { DEFAULT_HOME_LAYOUT, type HomeSectionKey } from '@app/contract/home-constants';
import type { PublicHomeSections } from '@app/contract/home-sections';
import type { Home } from '@app/contract/home';
import { Alert, Container, Stack } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading, type SectionHeadingWords } from '../../../components/ui/section-heading';
import { LatestPosts } from '../../../features/board/components/latest-posts';
import { CategoryShowcase } from '../../../features/category/components/category-showcase';
import { HomeBusinessAreas } from '../../../features/pages/components/home-business-areas';
import { HomeContactBanner } from '../../../features/pages/components/home-contact-banner';
import { HomeLinks } from '../../../features/pages/components/home-links';
import { HomeStrengths } from '../../../features/pages/components/home-strengths';
import { PlaceDirectory } from '../../../features/place/components/place-directory';
import { ProductGrid } from '../../../features/product/components/product-grid';
import type { Language } from '../../../lib/i18n/language';

type Heading = PublicHomeSections['headings'][keyof PublicHomeSections['headings']];

/** The words staff wrote over a heading, without the ones left to the page's default. */
function written(heading: Heading | undefined): SectionHeadingWords {
  const words: SectionHeadingWords = {};
  if (heading?.eyebrow != null) words.eyebrow = heading.eyebrow;
  if (heading?.title != null) words.title = heading.title;
  if (heading?.description != null) words.description = heading.description;
  return words;
}

/**
 * The home page below the hero: the sections in the order staff arranged them, the hidden ones
 * left out (today's order, all shown, until they do). Rendered by the public home page and by
 * the admin's preview, which passes the sections as the form holds them.
 */
export function HomeBody({
  home,
  sections,
  failed,
  language,
}: {
  /** The live parts: featured products, categories, notices, places; undefined while loading. */
  home: Pick<Home, 'featuredProducts' | 'categories' | 'latestPosts' | 'places'> | undefined;
  sections: PublicHomeSections | undefined;
  failed: boolean;
  /** The page's language: sections in another one (Korean for want of English) say so. */
  language: Language;
}) {
  const { t } = useTranslation('home');
  const lang = sections && sections.lang !== language ? 'ko' : undefined;
  const headings = sections?.headings;
  // Staff's words on the English site in Korean are marked so, the page's defaults are not.
  const headingLang = (heading: Heading | undefined) =>
    Object.keys(written(heading)).length > 0 ? lang : undefined;
  const featured = home?.featuredProducts ?? [];
  const board = home?.latestPosts.board ?? null;

  const render: Record<HomeSectionKey, () => ReactNode> = {
    featured: () =>
      featured.length > 0 && (
        <Stack component="section" aria-labelledby="featured-products" gap="xl">
          <div lang={headingLang(headings?.featured)}>
            <SectionHeading
              id="featured-products"
              eyebrow={t('featured.eyebrow')}
              title={t('featured.title')}
              description={t('featured.description')}
              {...written(headings?.featured)}
            />
          </div>
          <ProductGrid products={featured} />
        </Stack>
      ),
    business: () =>
      sections?.business != null && <HomeBusinessAreas business={sections.business} lang={lang} />,
    categories: () => (
      <CategoryShowcase
        categories={failed ? [] : home?.categories}
        heading={written(headings?.categories)}
        headingLang={headingLang(headings?.categories)}
      />
    ),
    notices: () =>
      board !== null && (
        <LatestPosts
          board={board}
          posts={home?.latestPosts.posts ?? []}
          heading={written(headings?.notices)}
          headingLang={headingLang(headings?.notices)}
        />
      ),
    strengths: () =>
      sections?.strengths != null && <HomeStrengths strengths={sections.strengths} lang={lang} />,
    places: () => <PlaceDirectory places={failed ? [] : home?.places} />,
    links: () =>
      sections !== undefined &&
      sections.links.length > 0 && (
        <HomeLinks
          links={sections.links}
          heading={{ title: t('links.title'), ...written(headings?.links) }}
          headingLang={headingLang(headings?.links)}
          lang={lang}
        />
      ),
    contact: () => <HomeContactBanner contact={sections?.contact} lang={lang} />,
  };

  return (
    <Container size="xl" py={{ base: 48, md: 80 }}>
      <Stack gap={80}>
        {failed && (
          <Alert color="red" variant="light">
            {t('failed')}
          </Alert>
        )}
        {(sections?.layout ?? DEFAULT_HOME_LAYOUT)
          .filter(({ visible }) => visible)
          .map(({ key }) => (
            <Fragment key={key}>{render[key]()}</Fragment>
          ))}
      </Stack>
    </Container>
  );
}
