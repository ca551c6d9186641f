import { Alert, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/ui/page-head';
import { SectionHeading } from '../../../components/ui/section-heading';
import { LatestPosts } from '../../../features/board/components/latest-posts';
import { CategoryShowcase } from '../../../features/category/components/category-showcase';
import { useHome } from '../../../features/home/api/get-home';
import { HomeBusinessAreas } from '../../../features/pages/components/home-business-areas';
import { HomeContactBanner } from '../../../features/pages/components/home-contact-banner';
import { HomeHero } from '../../../features/pages/components/home-hero';
import { HomeStrengths } from '../../../features/pages/components/home-strengths';
import { PlaceDirectory } from '../../../features/place/components/place-directory';
import { ProductGrid } from '../../../features/product/components/product-grid';
import { useContentLanguage } from '../../../lib/content-language';
import { useLanguage } from '../../../lib/i18n/language';
import { PRODUCT_LIST_PATH } from '../../../lib/product-list-url';
import { useSiteIdentity } from '../../../lib/site-identity';
import { organization, webSite } from '../../../lib/structured-data';
import { useSite } from '../../../features/site/api/get-site';

/**
 * `/`: the hero staff edit, featured products, the category list, the latest notices and a
 * call to write an inquiry. All of its data is one request (`/api/data/v1/home`).
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const home = useHome(useContentLanguage());
  const site = useSite(language).data;
  const { name } = useSiteIdentity();
  const company = site ? organization(site, name) : null;
  const featured = home.data?.featuredProducts ?? [];
  const sections = home.data?.sections;
  // Sections written only in Korean, shown on the English site, are marked as Korean.
  const sectionsLang = sections && sections.lang !== language ? 'ko' : undefined;
  const latestBoard = home.data?.latestPosts.board ?? null;
  const hero = home.data?.hero;

  return (
    <>
      {/* The hero's summary and picture; without them the site's description and share image. */}
      <PageHead
        {...(hero?.metaDescription ? { description: hero.metaDescription } : {})}
        {...(hero?.imageUrl ? { image: { url: hero.imageUrl, alt: hero.title } } : {})}
        jsonLd={[...(company ? [company] : []), webSite(name, PRODUCT_LIST_PATH)]}
        verification={site?.verification}
      />
      <HomeHero hero={hero} sections={sections} lang={sectionsLang} />
      <Container size="xl" py={{ base: 48, md: 80 }}>
        <Stack gap={80}>
          {home.isError && (
            <Alert color="red" variant="light">
              {t('failed')}
            </Alert>
          )}
          {featured.length > 0 && (
            <Stack component="section" aria-labelledby="featured-products" gap="xl">
              <SectionHeading
                id="featured-products"
                eyebrow={t('featured.eyebrow')}
                title={t('featured.title')}
                description={t('featured.description')}
              />
              <ProductGrid products={featured} />
            </Stack>
          )}
          {sections?.business != null && (
            <HomeBusinessAreas business={sections.business} lang={sectionsLang} />
          )}
          <CategoryShowcase categories={home.isError ? [] : home.data?.categories} />
          {latestBoard !== null && (
            <LatestPosts board={latestBoard} posts={home.data?.latestPosts.posts ?? []} />
          )}
          {sections?.strengths != null && (
            <HomeStrengths strengths={sections.strengths} lang={sectionsLang} />
          )}
          <PlaceDirectory places={home.isError ? [] : home.data?.places} />
          <HomeContactBanner />
        </Stack>
      </Container>
    </>
  );
}
