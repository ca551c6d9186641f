import { expect, test } from 'vitest';
import type { CollectedHead, HeadImage } from '../components/ui/page-head';
import { documentHead } from './document-head';

const headFor = (path: string, language: 'ko' | 'en' = 'ko', translated?: boolean) =>
  documentHead({
    head: { title: '제품 목록', translated },
    url: new URL(path, 'https://example.com'),
    origin: 'https://example.com',
    language,
    siteName: '한결산업',
    siteDescription: '설비 제조',
    status: 200,
  });

const linkHref = (html: string, rel: string, hreflang?: string) =>
  new RegExp(
    `<link rel="${rel}"${hreflang === undefined ? '' : ` hreflang="${hreflang}"`} href="([^"]+)">`,
  ).exec(html)?.[1];

test('the canonical URL keeps the query that selects the page and drops sorts, ad tags and the rest', () => {
  const html = headFor(
    '/product/list?keyword=%EC%82%AC%EA%B3%BC&utm_source=naver&sort=popular&page=2&gclid=x&NaPm=ct%3Dabc&n_media=27758&n_query=pump&z=1',
  );
  expect(linkHref(html, 'canonical')).toBe(
    'https://example.com/product/list?page=2&amp;keyword=%EC%82%AC%EA%B3%BC',
  );
  expect(linkHref(html, 'alternate', 'en')).toBe(
    'https://example.com/product/list?page=2&amp;keyword=%EC%82%AC%EA%B3%BC&amp;lang=en',
  );
  expect(html).toContain(
    '<meta property="og:url" content="https://example.com/product/list?page=2&amp;keyword=%EC%82%AC%EA%B3%BC">',
  );
  // A search's results are followed, not indexed.
  expect(html).toContain('<meta name="robots" content="noindex, follow">');
});

test('sorts of one list share its canonical; a category is a page of its own', () => {
  const canonicalOf = (path: string) => linkHref(headFor(path), 'canonical');
  expect(canonicalOf('/product/list?sort=name&category=4')).toBe(
    'https://example.com/product/list?category=4',
  );
  expect(canonicalOf('/product/list?sort=popular&category=4')).toBe(
    'https://example.com/product/list?category=4',
  );
  expect(headFor('/product/list?category=4')).not.toContain('name="robots"');
  // The filter form sent without JavaScript names every field, chosen or not.
  expect(canonicalOf('/product/list?keyword=&category=&place=&sort=newest')).toBe(
    'https://example.com/product/list',
  );
  // No keyword is no search: the list stays indexable.
  expect(headFor('/product/list?keyword=&category=')).not.toContain('name="robots"');
});

test('a missing page names no canonical, alternate or og:url', () => {
  const html = documentHead({
    head: { title: '페이지를 찾을 수 없습니다' },
    url: new URL('/no-such-page?n_media=1', 'https://example.com'),
    origin: 'https://example.com',
    language: 'ko',
    siteName: '한결산업',
    siteDescription: '설비 제조',
    status: 404,
  });
  expect(html).not.toContain('rel="canonical"');
  expect(html).not.toContain('rel="alternate"');
  expect(html).not.toContain('og:url');
});

test('an English page is its own canonical; Korean is the default alternate', () => {
  const html = headFor('/about?lang=en&fbclid=abc', 'en');
  expect(linkHref(html, 'canonical')).toBe('https://example.com/about?lang=en');
  expect(linkHref(html, 'alternate', 'x-default')).toBe('https://example.com/about');
});

test('content without an English version lists only its Korean URL, the canonical of both', () => {
  for (const [path, language] of [
    ['/product/detail/7', 'ko'],
    ['/product/detail/7?lang=en', 'en'],
  ] as const) {
    const html = headFor(path, language, false);
    expect(linkHref(html, 'canonical'), path).toBe('https://example.com/product/detail/7');
    expect(linkHref(html, 'alternate', 'ko'), path).toBe('https://example.com/product/detail/7');
    expect(linkHref(html, 'alternate', 'x-default'), path).toBe(
      'https://example.com/product/detail/7',
    );
    expect(html, path).not.toContain('hreflang="en"');
  }
  const translated = headFor('/product/detail/7', 'ko', true);
  expect(linkHref(translated, 'alternate', 'en')).toBe(
    'https://example.com/product/detail/7?lang=en',
  );
});

test("the verification codes staff entered become each search engine's meta tag, escaped", () => {
  const html = documentHead({
    head: {
      title: '한결산업',
      verification: { naver: 'abc123', google: 'x"y', bing: null },
    },
    url: new URL('/', 'https://example.com'),
    origin: 'https://example.com',
    language: 'ko',
    siteName: '한결산업',
    siteDescription: '설비 제조',
    status: 200,
  });
  expect(html).toContain('<meta name="naver-site-verification" content="abc123">');
  expect(html).toContain('<meta name="google-site-verification" content="x&quot;y">');
  expect(html).not.toContain('msvalidate.01');
  expect(headFor('/')).not.toContain('site-verification');
});

test("a page followed by a feed links it, in the page's language", () => {
  const head = (language: 'ko' | 'en') =>
    documentHead({
      head: { title: '공지사항', feed: { path: '/rss/board/3', title: '공지사항 & 소식' } },
      url: new URL('/board/3', 'https://example.com'),
      origin: 'https://example.com',
      language,
      siteName: '바른펌프',
      siteDescription: '펌프 제조',
      status: 200,
    });
  expect(head('ko')).toContain(
    '<link rel="alternate" type="application/rss+xml" title="공지사항 &amp; 소식" href="https://example.com/rss/board/3">',
  );
  expect(head('en')).toContain('href="https://example.com/rss/board/3?lang=en"');
  expect(headFor('/product/list')).not.toContain('application/rss+xml');
});

const previewOf = (head: CollectedHead, siteImage?: HeadImage) =>
  documentHead({
    head,
    url: new URL('/board/3', 'https://example.com'),
    origin: 'https://example.com',
    language: 'ko',
    siteName: '한결산업',
    siteDescription: '설비 제조',
    siteImage,
    status: 200,
  });

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

const SHARE_IMAGE: HeadImage = {
  url: '/api/media/0123456789abcdef0123456789abcdef-960.webp',
  width: 960,
  height: 504,
  alt: '공장 전경',
};

test("a page without a picture of its own is shared with the site's, at its full address and size", () => {
  const html = previewOf(
    { title: '공지사항', description: '공지사항의 게시글 목록입니다.' },
    SHARE_IMAGE,
  );
  const url = 'https://example.com/api/media/0123456789abcdef0123456789abcdef-960.webp';
  expect(metaOf(html, 'og:image')).toBe(url);
  expect(metaOf(html, 'og:image:width')).toBe('960');
  expect(metaOf(html, 'og:image:height')).toBe('504');
  expect(metaOf(html, 'og:image:alt')).toBe('공장 전경');
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaOf(html, 'twitter:image')).toBe(url);
  // Its own words, never the site's.
  expect(metaOf(html, 'description')).toBe('공지사항의 게시글 목록입니다.');
  expect(metaOf(html, 'og:description')).toBe('공지사항의 게시글 목록입니다.');
});

test("a page's own picture comes first; one known only by its address carries no size", () => {
  const html = previewOf(
    {
      title: '설치 안내서',
      image: { url: '/api/media/fedcba9876543210fedcba9876543210-960.webp', alt: '설치 안내서' },
    },
    SHARE_IMAGE,
  );
  expect(metaOf(html, 'og:image')).toBe(
    'https://example.com/api/media/fedcba9876543210fedcba9876543210-960.webp',
  );
  expect(html).not.toContain('og:image:width');
  expect(html).not.toContain('og:image:height');
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
});

test('without any picture the card is the small one and names no image', () => {
  const html = previewOf({ title: '공지사항' });
  expect(metaOf(html, 'twitter:card')).toBe('summary');
  expect(html).not.toContain('og:image');
  expect(html).not.toContain('twitter:image');
});
