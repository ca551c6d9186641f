import type { Image } from '@app/contract/image';
import type { AdminPage } from '@app/contract/page';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { api, apiToken, baseURL, unique, uploadImage } from './fixtures.ts';

// Link previews and search snippets (issue 32): every public page says what it is in its own
// words and is shared with a picture, its own or the site's default share image (issue 33).

type Variant = Image['variants'][number];

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

/**
 * A page as a link preview's crawler gets it: the HTML alone. A page rendered while a busy
 * machine's database turned the site's read away is partial by design (no site name, no share
 * image, kept by no cache); this test is about whole pages, so such a one is asked for again.
 */
async function rawPage(path: string) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
    const html = await response.text();
    const named = [SITE.siteName, SITE.siteNameEn].includes(
      metaContent(html, 'og:site_name') ?? '',
    );
    if (named || attempt === 3) return { status: response.status, html };
  }
}

/** The rendition a preview shows: the first at least 960 px wide. */
const previewOf = (image: Image) => {
  const variant = image.variants.find((v) => v.width >= 960) ?? image.variants.at(-1);
  if (variant === undefined) throw new Error('an image without renditions');
  return variant;
};

const absolute = (url: string) => `${baseURL()}${url}`;

const SITE = {
  siteName: '바른펌프',
  siteNameEn: 'Bareun Pump',
  description: '펌프 전문 제조사 바른펌프입니다.',
  descriptionEn: 'Bareun Pump makes pumps.',
};

let staff: ReturnType<typeof api>;
let share: Variant;
/** Structured data names a picture's largest rendition, as for a product. */
let shareLargest: string;
let productImage: Variant;
let product: { id: number; summary: string };
let board: { id: number; name: string };
let post: { id: number; description: string };
let plainPost: { id: number };
let smart: AdminPage;

beforeAll(async () => {
  const token = await apiToken();
  staff = api(token);
  const shareImage = await uploadImage(token, 1200, 630);
  share = previewOf(shareImage);
  shareLargest = shareImage.variants.at(-1)?.url ?? '';
  const picture = await uploadImage(token, 1000, 800);
  productImage = previewOf(picture);
  await staff.put('/api/admin/v1/site', { ...SITE, shareImageId: shareImage.id });

  const id = unique();
  const category = (await staff.post('/api/admin/v1/category', { name: `펌프류 ${id}` })) as {
    id: number;
  };
  const summary = `농가용 세척 펌프 ${id}`;
  const created = (await staff.post('/api/admin/v1/product', {
    name: `세척 펌프 ${id}`,
    summary,
    categoryId: category.id,
    imageIds: [picture.id],
    status: 'published',
  })) as { id: number };
  product = { id: created.id, summary };

  board = (await staff.post('/api/admin/v1/board', {
    name: `기술 자료 ${id}`,
    slug: `share-${id}`,
  })) as { id: number; name: string };
  post = {
    ...((await staff.post('/api/admin/v1/post', {
      boardId: board.id,
      title: `설치 사진 ${id}`,
      content: `<p>설치를 마친 모습입니다 ${id}.</p><p><img src="${productImage.url}" alt=""></p>`,
    })) as { id: number }),
    description: `설치를 마친 모습입니다 ${id}.`,
  };
  plainPost = (await staff.post('/api/admin/v1/post', {
    boardId: board.id,
    title: `점검 안내 ${id}`,
    content: `<p>매년 봄에 점검합니다 ${id}.</p>`,
  })) as { id: number };

  // An editable page without a summary of its own, with a picture.
  smart = (await staff.get('/api/admin/v1/page/smart')) as AdminPage;
  await staff.put('/api/admin/v1/page/smart', {
    title: smart.title,
    content: `<p>공장 자동화 설비를 소개합니다 ${id}.</p>`,
    metaDescription: '',
    imageUrl: productImage.url,
  });
});

afterAll(async () => {
  await staff.put('/api/admin/v1/site', {});
  // The page as it was (empty is none).
  await staff.put('/api/admin/v1/page/smart', {
    title: smart.title,
    titleEn: smart.titleEn ?? '',
    content: smart.content,
    contentEn: smart.contentEn ?? '',
    metaDescription: smart.metaDescription,
    metaDescriptionEn: smart.metaDescriptionEn ?? '',
    imageUrl: smart.imageUrl ?? '',
    ctaLabel: smart.ctaLabel ?? '',
    ctaLabelEn: smart.ctaLabelEn ?? '',
    ctaHref: smart.ctaHref ?? '',
  });
});

/** What a page's preview carries, every description tag agreeing with the others. */
function previewTags(path: string, html: string) {
  const description = metaContent(html, 'description');
  expect(description, path).toBeTruthy();
  expect(metaContent(html, 'og:description'), path).toBe(description);
  expect(metaContent(html, 'twitter:description'), path).toBe(description);
  const image = metaContent(html, 'og:image');
  expect(metaContent(html, 'twitter:image'), path).toBe(image);
  expect(metaContent(html, 'twitter:card'), path).toBe('summary_large_image');
  return { description: description ?? '', image };
}

test('every public page has a description of its own and a picture, its own or the site’s', async () => {
  const shared = { url: absolute(share.url), width: share.width, height: share.height };
  const own = absolute(productImage.url);
  const pages: { path: string; status?: number; image?: string; description?: string }[] = [
    { path: '/' },
    { path: '/product/list' },
    { path: `/product/detail/${String(product.id)}`, image: own, description: product.summary },
    { path: `/board/${String(board.id)}`, description: `${board.name}의 게시글 목록입니다.` },
    { path: `/board/view/${String(post.id)}`, image: own, description: post.description },
    { path: '/about' },
    { path: '/smart', image: own, description: '공장 자동화 설비를 소개합니다' },
    { path: '/termsofservice' },
    { path: '/privacy' },
    { path: '/inquiries/list' },
    { path: '/inquiries' },
    { path: `/no-such-page-${unique()}`, status: 404 },
  ];
  const seen = new Map<string, string>();
  for (const language of ['ko', 'en'] as const) {
    seen.clear();
    for (const page of pages) {
      const path = language === 'en' ? `${page.path}?lang=en` : page.path;
      const { status, html } = await rawPage(path);
      expect(status, path).toBe(page.status ?? 200);
      const { description, image } = previewTags(path, html);
      expect(description, path).not.toBe(language === 'ko' ? SITE.description : SITE.descriptionEn);
      if (page.path === '/') {
        // The home page's own is its hero's summary, which staff write with it.
        const home = (await staff.get(
          `/api/data/v1/page/home${language === 'en' ? '?lang=en' : ''}`,
        )) as { metaDescription: string };
        expect(description, path).toBe(home.metaDescription);
      } else if (language === 'ko' && page.description !== undefined) {
        expect(description, path).toContain(page.description);
      }
      expect(
        seen.get(description),
        `${path} says what ${String(seen.get(description))} says`,
      ).toBeUndefined();
      seen.set(description, path);

      expect(image, path).toBe(page.image ?? shared.url);
      if (page.image === undefined) {
        // The library knows the share image's size: previews need not fetch it first.
        expect(metaContent(html, 'og:image:width'), path).toBe(String(shared.width));
        expect(metaContent(html, 'og:image:height'), path).toBe(String(shared.height));
        expect(metaContent(html, 'og:image:alt'), path).toBeTruthy();
      }
    }
  }
});

test('an article names its picture: its own, else the site’s share image', async () => {
  const articleImage = async (id: number) => {
    const { html } = await rawPage(`/board/view/${String(id)}`);
    const items = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? 'null') as { '@type': string; image?: string[] },
    );
    return items.find((item) => item['@type'] === 'Article')?.image;
  };
  expect(await articleImage(post.id)).toEqual([absolute(productImage.url)]);
  expect(await articleImage(plainPost.id)).toEqual([absolute(shareLargest)]);
});
