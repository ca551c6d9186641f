import { Readable } from 'node:stream';
import { problemSchema } from '@app/contract/common';
import type { PageSlug } from '@app/contract/page';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_PREFIX } from '../../plugins/app/cache-keys.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { rawResponse } from '../../plugins/external/docs.ts';
import { notFound } from '../../lib/problem.ts';
import { type SitemapEntry, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';
import {
  type Block,
  type BlockUrls,
  type DatedRow,
  LISTINGS,
  type Listing,
  listBlocks,
  listBoardDates,
  listPageDates,
  listPolicyDates,
  loadBlock,
} from './sitemap.repository.ts';

/** The protocol's limit of URLs per sitemap (its 50 MB limit is far off at ~110 bytes a URL). */
export const URLS_PER_SITEMAP = 50_000;

export interface SitemapOptions {
  /** `PUBLIC_URL`: the origin of every address. */
  publicUrl: string;
  /** URLs per child sitemap; tests lower it to split a handful of rows. */
  urlsPerSitemap?: number;
}

/**
 * An hour: crawlers read a sitemap a few times a day at most, so a proxy keeping it that long
 * costs nothing, while this server's own copy is dropped at the staff write that changes it.
 */
const CACHE_CONTROL = 'public, max-age=3600';
/** URLs rendered per chunk written to the response. */
const SLICE = 1_000;
const tags = ['seo'];
const xml = rawResponse('application/xml', 'A sitemap (sitemaps.org schema)');

/** A page's English URL: the same path with `?lang=en` (DESIGN §2). */
const inEnglish = (path: string) => `${path}?lang=en`;

/**
 * Each listing is cached under a prefix its writes already drop (plugins/app/cache-keys.ts). The
 * English ones list the English pages of what has an English version (decision 17), in
 * sitemaps of their own so that none ever holds more than `size` URLs.
 */
const LISTING: Record<
  Listing,
  { prefix: string; url: (id: number) => string; operation: string; what: string }
> = {
  products: {
    prefix: CACHE_PREFIX.product,
    url: (id) => `/product/detail/${id}`,
    operation: 'getProductsSitemap',
    what: 'published products',
  },
  posts: {
    prefix: CACHE_PREFIX.home,
    url: (id) => `/board/view/${id}`,
    operation: 'getPostsSitemap',
    what: 'published posts',
  },
  'en-products': {
    prefix: CACHE_PREFIX.product,
    url: (id) => inEnglish(`/product/detail/${id}`),
    operation: 'getEnglishProductsSitemap',
    what: 'published products with an English name, as English pages',
  },
  'en-posts': {
    prefix: CACHE_PREFIX.home,
    url: (id) => inEnglish(`/board/view/${id}`),
    operation: 'getEnglishPostsSitemap',
    what: 'published posts with an English title, as English pages',
  },
};

const latest = (dates: readonly (number | null)[]) => {
  const known = dates.filter((date) => date !== null);
  return known.length === 0 ? null : Math.max(...known);
};

/** A block's URLs a slice at a time, so a response of 50,000 is never one string. */
function* blockEntries(
  urls: BlockUrls,
  origin: string,
  url: (id: number) => string,
): Generator<SitemapEntry[]> {
  for (let start = 0; start < urls.ids.length; start += SLICE) {
    const lastmods = urls.lastmods.subarray(start, start + SLICE);
    yield Array.from(urls.ids.subarray(start, start + SLICE), (id, i) => ({
      loc: `${origin}${url(id)}`,
      lastmod: lastmods[i] ?? null,
    }));
  }
}

/**
 * Streams the XML as it is rendered. Compression is the app's (compressionPlugin compresses
 * XML streams too): a 50,000-URL sitemap of ~5 MB goes out as a few hundred KB.
 */
function sendXml(reply: FastifyReply, xml: Iterable<string>) {
  return reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', CACHE_CONTROL)
    .send(Readable.from(xml));
}

/**
 * `/sitemap.xml`, an index of child sitemaps: `/sitemap-pages.xml` (home, product list,
 * editable pages, boards, in Korean and, where they have one, English) and
 * `/sitemap-products-<n>.xml`, `/sitemap-posts-<n>.xml` with their English counterparts
 * `/sitemap-en-products-<n>.xml`, `/sitemap-en-posts-<n>.xml`, each a block of ids
 * (sitemap.repository.ts). What is cached holds no origin (ids and dates; the
 * small parts as rows), so a Host header made up per request neither fills the cache nor
 * reaches the database; the XML is rendered per request from it, streamed.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<SitemapOptions> = async (app, opts) => {
  const size = opts.urlsPerSitemap ?? URLS_PER_SITEMAP;
  const forever = Number.POSITIVE_INFINITY;
  const cachedListing = (listing: Listing) => {
    const namespace = `${LISTING[listing].prefix}sitemap-${listing}`;
    return {
      blocks: app.cache.memo<Block[]>(`${namespace}-blocks`, forever),
      urls: app.cache.memo<BlockUrls>(`${namespace}-urls`, forever),
    };
  };
  const memos: Record<Listing, ReturnType<typeof cachedListing>> = {
    products: cachedListing('products'),
    posts: cachedListing('posts'),
    'en-products': cachedListing('en-products'),
    'en-posts': cachedListing('en-posts'),
  };
  const boards = app.cache.memo<DatedRow<number>[]>(`${CACHE_PREFIX.home}sitemap-boards`, forever);
  const pages = app.cache.memo<DatedRow<PageSlug>[]>(`${CACHE_PREFIX.page}sitemap`, forever);
  // Dropped by policy writes and at Korea's midnight, when an announced version takes effect.
  const policies = app.cache.memo<DatedRow<string>[]>(`${CACHE_PREFIX.policy}sitemap`, forever);

  const blocksOf = async (listing: Listing) =>
    (await memos[listing].blocks.get('all', () => listBlocks(app.readDb, listing, size))) ?? [];

  /**
   * The few addresses of `/sitemap-pages.xml`, without the origin: each in Korean, and in
   * English too where it has an English version. Home and the product list always have: most
   * of home is written in both languages in the web app, and the list is an interface.
   */
  const sitePaths = async () => {
    const [pageDates, policyDates, boardDates, products, posts] = await Promise.all([
      pages.get('all', () => listPageDates(app.readDb)),
      policies.get('all', () => listPolicyDates(app.readDb, dayInKorea(new Date()))),
      boards.get('all', () => listBoardDates(app.readDb)),
      blocksOf('products'),
      blocksOf('posts'),
    ]);
    const lastProduct = latest(products.map((block) => block.lastmod));
    const lastPost = latest(posts.map((block) => block.lastmod));
    const home = pageDates?.find((page) => page.key === 'home')?.lastmod ?? null;
    const site = [
      // The home page shows its hero, featured products and the latest posts.
      { path: '/', lastmod: latest([home, lastProduct, lastPost]), english: true },
      { path: '/product/list', lastmod: lastProduct, english: true },
      // Each editable page has a route of its slug; home's is `/`.
      ...(pageDates ?? [])
        .filter((page) => page.key !== 'home')
        .map((page) => ({ path: `/${page.key}`, lastmod: page.lastmod, english: page.english })),
      ...(policyDates ?? []).map((policy) => ({
        path: policy.key,
        lastmod: policy.lastmod,
        english: policy.english,
      })),
      ...(boardDates ?? []).map((board) => ({
        path: `/board/${board.key}`,
        lastmod: board.lastmod,
        english: board.english,
      })),
    ];
    return site.flatMap(({ path, lastmod, english }) => [
      { path, lastmod },
      ...(english ? [{ path: inEnglish(path), lastmod }] : []),
    ]);
  };

  app.get(
    '/sitemap.xml',
    {
      schema: {
        operationId: 'getSitemapIndex',
        tags,
        summary: 'The sitemap index: the pages sitemap and the product and post sitemaps',
        response: { 200: xml },
      },
    },
    async (request, reply) => {
      const origin = opts.publicUrl;
      const [site, listed] = await Promise.all([
        sitePaths(),
        Promise.all(
          LISTINGS.map(async (listing) => ({ listing, blocks: await blocksOf(listing) })),
        ),
      ]);
      const children = listed.flatMap(({ listing, blocks }) =>
        blocks.map((block) => ({
          loc: `${origin}/sitemap-${listing}-${block.number}.xml`,
          lastmod: block.lastmod,
        })),
      );
      const entries: SitemapEntry[] = [
        { loc: `${origin}/sitemap-pages.xml`, lastmod: latest(site.map((url) => url.lastmod)) },
        ...children,
      ];
      return sendXml(reply, [sitemapIndexXml(entries)]);
    },
  );

  app.get(
    '/sitemap-pages.xml',
    {
      schema: {
        operationId: 'getPagesSitemap',
        tags,
        summary: 'Home, the product list, the editable pages and the boards',
        response: { 200: xml },
      },
    },
    async (request, reply) => {
      const origin = opts.publicUrl;
      const urls = (await sitePaths()).map((url) => ({
        loc: `${origin}${url.path}`,
        lastmod: url.lastmod,
      }));
      return sendXml(reply, urlsetXml([urls]));
    },
  );

  for (const listing of LISTINGS) {
    app.get(
      `/sitemap-${listing}-:number.xml`,
      {
        schema: {
          operationId: LISTING[listing].operation,
          tags,
          summary: `One block of ${size.toLocaleString('en')} ids of ${LISTING[listing].what}`,
          params: z.object({ number: z.string() }),
          response: { 200: xml, 404: problemSchema },
        },
      },
      async (request, reply) => {
        // Only the numbers the index lists: no query for made-up ones, none past the ids' range.
        const number = /^[1-9]\d*$/.test(request.params.number)
          ? Number(request.params.number)
          : null;
        const listed = (await blocksOf(listing)).some((block) => block.number === number);
        if (number === null || !listed) throw notFound('Sitemap');
        const urls = await memos[listing].urls.get(String(number), () =>
          loadBlock(app.readDb, listing, size, number),
        );
        // Emptied by a write since the block list was read.
        if (urls === null) throw notFound('Sitemap');
        const origin = opts.publicUrl;
        return sendXml(reply, urlsetXml(blockEntries(urls, origin, LISTING[listing].url)));
      },
    );
  }
};
