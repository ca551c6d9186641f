import { idParamSchema, problemSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { richTextToPlain } from '../../lib/rich-text/sanitize.ts';
import { notFound } from '../../lib/problem.ts';
import { CACHE_PREFIX } from '../../plugins/app/cache-keys.ts';
import { rawResponse } from '../../plugins/external/docs.ts';
import { UNNAMED_SITE, findSiteSettings, publicSite } from '../site/site.repository.ts';
import {
  type FeedItem,
  findFeedBoard,
  listFeedPosts,
  listFeedProducts,
} from './feed.repository.ts';
import { escapeXml } from './sitemap-xml.ts';

/** Readers poll every few hours; a proxy may keep a feed ten minutes. */
const CACHE_CONTROL = 'public, max-age=600';
/** An item's description: the start of its text, as the feed readers show it. */
const EXCERPT = 300;
const tags = ['seo'];
const rss = rawResponse('application/rss+xml', 'An RSS 2.0 feed');

const excerpt = (body: string) => {
  const text = richTextToPlain(body);
  return text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT - 1)}…`;
};

interface Channel {
  title: string;
  /** The page the feed follows, and the feed's own address, both absolute. */
  link: string;
  self: string;
  language: 'ko' | 'en';
  items: { title: string; link: string; body: string; published: Date }[];
}

/** RSS 2.0, with the Atom `self` link the W3C feed validator asks for. */
function rssXml(channel: Channel): string {
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const items = channel.items.map(
    (item) =>
      `<item>${element('title', item.title)}${element('link', item.link)}` +
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>` +
      element('pubDate', item.published.toUTCString()) +
      `${element('description', excerpt(item.body))}</item>\n`,
  );
  const built = channel.items[0]?.published ?? new Date(0);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>\n` +
    `${element('title', channel.title)}${element('link', channel.link)}` +
    `${element('description', channel.title)}${element('language', channel.language)}` +
    element('lastBuildDate', built.toUTCString()) +
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"></atom:link>\n` +
    `${items.join('')}</channel></rss>\n`
  );
}

/**
 * RSS 2.0 feeds, linked from the pages they follow: `/rss/board/:id` (a board's newest posts)
 * and `/rss/products` (the newest products), each in Korean or, with `?lang=en`, English where
 * written. The items are cached under the prefixes their writes drop; the XML is rendered per
 * request, since its addresses carry the configured origin.
 */
export const feedRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  const forever = Number.POSITIVE_INFINITY;
  const boards = app.cache.memo<{ name: string; items: FeedItem[] }>(
    `${CACHE_PREFIX.home}feed-board`,
    forever,
  );
  const products = app.cache.memo<FeedItem[]>(`${CACHE_PREFIX.product}feed`, forever);
  const siteName = async (lang: 'ko' | 'en') =>
    publicSite(await findSiteSettings(app.readDb), lang).name ?? UNNAMED_SITE[lang];
  const inLanguage = (path: string, lang: 'ko' | 'en') =>
    `${opts.publicUrl}${path}${lang === 'en' ? `${path.includes('?') ? '&' : '?'}lang=en` : ''}`;
  const send = (reply: FastifyReply, channel: Channel) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(rssXml(channel));

  app.get(
    '/rss/board/:id',
    {
      schema: {
        operationId: 'getBoardFeed',
        tags,
        summary: "A board's newest published posts as RSS 2.0",
        params: idParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: rss, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { lang } = request.query;
      const board = await boards.get(`${String(id)}:${lang}`, async () => {
        const found = await findFeedBoard(app.readDb, id, lang);
        return found && { name: found.name, items: await listFeedPosts(app.readDb, id, lang) };
      });
      if (board === null) throw notFound('board');
      return send(reply, {
        title: `${board.name} | ${await siteName(lang)}`,
        link: inLanguage(`/board/${String(id)}`, lang),
        self: inLanguage(`/rss/board/${String(id)}`, lang),
        language: lang,
        items: board.items.map((item) => ({
          ...item,
          link: inLanguage(`/board/view/${String(item.id)}`, lang),
        })),
      });
    },
  );

  app.get(
    '/rss/products',
    {
      schema: {
        operationId: 'getProductsFeed',
        tags,
        summary: 'The newest published products as RSS 2.0',
        querystring: contentLanguageQuerySchema,
        response: { 200: rss, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const items = (await products.get(lang, () => listFeedProducts(app.readDb, lang))) ?? [];
      const title = lang === 'en' ? 'New products' : '새 제품';
      return send(reply, {
        title: `${title} | ${await siteName(lang)}`,
        link: inLanguage('/product/list', lang),
        self: inLanguage('/rss/products', lang),
        language: lang,
        items: items.map((item) => ({
          ...item,
          link: inLanguage(`/product/detail/${String(item.id)}`, lang),
        })),
      });
    },
  );
};
