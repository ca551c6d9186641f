import { PageHead } from '../../../components/ui/page-head';
import { useHome } from '../../../features/home/api/get-home';
import { HomeHero } from '../../../features/pages/components/home-hero';
import { useContentLanguage } from '../../../lib/content-language';
import { useLanguage } from '../../../lib/i18n/language';
import { PRODUCT_LIST_PATH } from '../../../lib/product-list-url';
import { useSiteIdentity } from '../../../lib/site-identity';
import { organization, webSite } from '../../../lib/structured-data';
import { useSite } from '../../../features/site/api/get-site';
import { HomeBody } from './home-body';

/**
 * `/`: the hero staff edit, then the sections below it in the order staff arranged them
 * (`HomeBody`). All of its data is one request (`/api/data/v1/home`).
 */
export function HomePage() {
  const language = useLanguage();
  const home = useHome(useContentLanguage());
  const site = useSite(language).data;
  const { name } = useSiteIdentity();
  const company = site ? organization(site, name) : null;
  const sections = home.data?.sections;
  // Sections written only in Korean, shown on the English site, are marked as Korean.
  const sectionsLang = sections && sections.lang !== language ? 'ko' : undefined;
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
      <HomeBody home={home.data} sections={sections} failed={home.isError} language={language} />
    </>
  );
}
