import type { CollectedHead, HeadImage } from '../components/ui/page-head';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/i18n/language';
import { withLanguage } from '../lib/i18n/language-url';

const OG_LOCALES: Record<Language, string> = { ko: 'ko_KR', en: 'en_US' };

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** JSON-LD properties that hold URLs: root-relative ones get the site's origin. */
const URL_PROPERTIES = new Set(['url', 'logo', 'image', 'item', 'urlTemplate', 'mainEntityOfPage']);

function withOrigin(value: unknown, origin: string, property = ''): unknown {
  if (typeof value === 'string') {
    const relative =
      URL_PROPERTIES.has(property) && value.startsWith('/') && !value.startsWith('//');
    return relative ? `${origin}${value}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => withOrigin(item, origin, property));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withOrigin(item, origin, key)]),
    );
  }
  return value;
}

/** Each search engine's verification tag, as its webmaster tools ask for it. */
const VERIFICATION_META = [
  ['naver', 'naver-site-verification'],
  ['google', 'google-site-verification'],
  ['bing', 'msvalidate.01'],
] as const;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export type HeadContext = {
  head: CollectedHead;
  /** The requested path and query. */
  url: URL;
  origin: string;
  language: Language;
  siteName: string;
  siteDescription: string;
  /** The site's default share image (site settings): the picture of a page without its own. */
  siteImage?: HeadImage | undefined;
  /** The page's HTTP status: a missing page names no canonical or alternate URL. */
  status: number;
};

/**
 * The parameters that make another page of content: a list's page, its filters and a search.
 * A sort shows the same products in another order, and ad tags (`n_media`, `utm_*`, …) and
 * anything else name no page at all: none is in a canonical URL.
 */
const CANONICAL_PARAMETERS = ['page', 'keyword', 'category', 'place'];

/** The page's URL in `language`: its path and canonical parameters, `?lang=` set or removed. */
function localizedUrl({ url, origin }: HeadContext, language: Language): string {
  const params = new URLSearchParams();
  for (const name of CANONICAL_PARAMETERS) {
    const value = url.searchParams.get(name);
    // An empty one (a filter form sent without JavaScript, nothing chosen) selects nothing.
    if (value !== null && value !== '') params.set(name, value);
  }
  return `${origin}${url.pathname}${withLanguage(`?${params.toString()}`, language)}`;
}

/**
 * The `<head>` a server-rendered page carries: title, description, canonical URL, the Korean and
 * English alternates, Open Graph and Twitter cards (the page's picture, else the site's default
 * share image), and its JSON-LD. A page of content without an English version has only its
 * Korean URL for alternate and canonical: its English URL shows the same Korean text in the
 * English interface (decision 17).
 */
export function documentHead(context: HeadContext): string {
  const { head, language, siteName } = context;
  const description = head.description ?? context.siteDescription;
  const image = head.image ?? context.siteImage;
  const alternates = head.translated === false ? [DEFAULT_LANGUAGE] : LANGUAGES;
  const canonical = localizedUrl(context, head.translated === false ? DEFAULT_LANGUAGE : language);
  const found = context.status < 400;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', description),
    ...(found
      ? [
          `<link rel="canonical" href="${escapeHtml(canonical)}">`,
          ...alternates.map(
            (alternate) =>
              `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(localizedUrl(context, alternate))}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(context, DEFAULT_LANGUAGE))}">`,
        ]
      : []),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    ...(found ? [meta('property', 'og:url', canonical)] : []),
    meta('property', 'og:locale', OG_LOCALES[language]),
    // A large card only with a picture to fill it.
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
  ];
  if (image) {
    // Previews are fetched by other sites' servers: the address must be absolute.
    const url = new URL(image.url, context.origin).href;
    tags.push(
      meta('property', 'og:image', url),
      ...(image.width === undefined || image.height === undefined
        ? []
        : [
            meta('property', 'og:image:width', String(image.width)),
            meta('property', 'og:image:height', String(image.height)),
          ]),
      meta('property', 'og:image:alt', image.alt),
      meta('name', 'twitter:image', url),
      meta('name', 'twitter:image:alt', image.alt),
    );
  }
  if (head.feed) {
    const feed = `${context.origin}${head.feed.path}${withLanguage('', language)}`;
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(feed)}">`,
    );
  }
  if (head.preloadImage) {
    const { srcSet, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`,
    );
  }
  const verification = head.verification;
  if (verification) {
    for (const [engine, name] of VERIFICATION_META) {
      const code = verification[engine];
      if (code !== null) tags.push(meta('name', name, code));
    }
  }
  if (head.noindex === true) tags.push(meta('name', 'robots', 'noindex'));
  // A search's results are not pages of their own; the products they link to are.
  else if ((context.url.searchParams.get('keyword') ?? '') !== '') {
    tags.push(meta('name', 'robots', 'noindex, follow'));
  }
  for (const item of head.jsonLd ?? []) {
    tags.push(
      `<script type="application/ld+json">${scriptJson(withOrigin(item, context.origin))}</script>`,
    );
  }
  return tags.join('\n    ');
}
