import type { ImageRef } from '@app/contract/image';
import type { Site } from '@app/contract/site';

/*
 * schema.org objects for the JSON-LD of public pages (PageHead's `jsonLd`). URLs are written
 * root-relative; the server makes them absolute with the site's origin (document-head.ts).
 */

/** The site's icon (the server makes it from the one staff chose): the logo without one. */
const LOGO_PATH = '/icon-512.png';

export type Crumb = { name: string; path: string };

/**
 * The company as staff entered it (site settings); null before they entered its name. Facts
 * they left empty are left out.
 */
export function organization(site: Site, name: string) {
  if (site.companyName === null) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    legalName: site.companyName,
    url: '/',
    logo: site.logo?.variants.at(-1)?.url ?? LOGO_PATH,
    ...(site.phone === null ? {} : { telephone: site.phone }),
    ...(site.email === null ? {} : { email: site.email }),
    ...(site.address === null
      ? {}
      : {
          address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'KR' },
        }),
    // The company's own profiles elsewhere, so search engines tie them to it.
    ...(site.socialLinks.length === 0 ? {} : { sameAs: site.socialLinks.map(({ url }) => url) }),
  };
}

/** The site with its product search, so search engines can offer a search box. */
export function webSite(name: string, searchPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: '/',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchPath}?keyword={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbs(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  };
}

/** The largest rendition of an image: what search results show best. */
function largestVariant(image: ImageRef) {
  return image.variants[image.variants.length - 1];
}

/** Link previews want about 1200 px: the smallest rendition at least 960 px wide, else the largest. */
export function previewVariant(image: ImageRef) {
  return image.variants.find((variant) => variant.width >= 960) ?? largestVariant(image);
}

export function product(input: {
  name: string;
  /** The product code: its stock-keeping unit and model number. */
  code: string | null;
  description: string;
  images: ImageRef[];
  category: string | null;
  /** The site's own name (site settings); none before staff gave one. */
  brand: string | null;
  path: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.path,
    image: input.images.flatMap((image) => {
      const variant = largestVariant(image);
      return variant === undefined ? [] : [variant.url];
    }),
    ...(input.category === null ? {} : { category: input.category }),
    ...(input.code === null ? {} : { sku: input.code, mpn: input.code }),
    ...(input.brand === null ? {} : { brand: { '@type': 'Brand', name: input.brand } }),
  };
}

export function article(input: {
  headline: string;
  description: string;
  published: string;
  modified: string;
  image: string | null;
  /** The site's own name (site settings); none before staff gave one. */
  publisher: string | null;
  path: string;
}) {
  const publisher =
    input.publisher === null
      ? {}
      : { publisher: { '@type': 'Organization', name: input.publisher, logo: LOGO_PATH } };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    datePublished: input.published,
    dateModified: input.modified,
    mainEntityOfPage: input.path,
    ...(input.image === null ? {} : { image: [input.image] }),
    ...(publisher.publisher ? { author: publisher.publisher } : {}),
    ...publisher,
  };
}

/** Plain text from stored rich text, cut at `max` characters on a word: a description or excerpt. */
export function excerpt(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
