import subsetFont from 'subset-font';
import { expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';
import { standInWebBuild } from '../../test/web-build.ts';

// A stand-in for the web app's server build: its words are "한결", and a page is the site
// font's URL it was rendered with.
const webRoot = standInWebBuild(
  `export const words = '{"title": "한결"}';
  export const createPageRenderer = () => async ({ siteFont }) =>
    ({ kind: 'page', status: 200, html: siteFont ?? 'none' });`,
);

const ctx = useTestApp({}, { webRoot });

/** Whether `font` (any format) draws `character`: cut to it, a font keeps its glyph and .notdef. */
async function draws(font: Buffer, character: string): Promise<boolean> {
  const cut = await subsetFont(font, character, { targetFormat: 'truetype' });
  const tables = cut.readUInt16BE(4);
  for (let entry = 12; entry < 12 + tables * 16; entry += 16) {
    if (cut.toString('latin1', entry, entry + 4) === 'maxp') {
      return cut.readUInt16BE(cut.readUInt32BE(entry + 8) + 4) > 1;
    }
  }
  throw new Error('the font has no maxp table');
}

async function servedFont() {
  const href = (await ctx.app.inject({ url: '/' })).body;
  expect(href).toMatch(/^\/fonts\/site-[\w-]{16}\.woff2$/);
  const res = await ctx.app.inject({ url: href });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('font/woff2');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return { href, font: res.rawPayload };
}

test('pages name the site font, built at start for their words, at a hashed URL', async () => {
  await ctx.app.siteFont.rebuild();
  const { font } = await servedFont();
  expect(await draws(font, '한')).toBe(true);
  expect(await draws(font, 'A')).toBe(true);
  expect(await draws(font, '뷁')).toBe(false);
  expect((await ctx.app.inject({ url: '/fonts/site-0123456789abcdef.woff2' })).statusCode).toBe(
    404,
  );
});

test('a rebuilt site font draws a character newly used in content, under a new URL', async () => {
  await ctx.app.siteFont.rebuild();
  const before = await servedFont();
  const { id: categoryId } = await createCategory(ctx, { name: '펌프' });
  await createProduct(ctx, { categoryId, name: '뷁 펌프' });
  await ctx.app.siteFont.rebuild();
  const after = await servedFont();
  expect(after.href).not.toBe(before.href);
  expect(await draws(after.font, '뷁')).toBe(true);
  // The old version stays served to pages that still name it.
  expect((await ctx.app.inject({ url: before.href })).statusCode).toBe(200);
});
