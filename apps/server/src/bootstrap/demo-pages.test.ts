import { PAGE_META_DESCRIPTION_MAX, PAGE_SLUGS } from '@app/contract/page';
import { beforeAll, expect, test } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { ensureDefaultPages } from './default-pages.ts';
import { seedDemoPages } from './demo-pages.ts';

const ctx = useTestApp();
beforeAll(async () => {
  await ensureDefaultPages(ctx.app.db);
});

interface PublicPage {
  title: string;
  content: string;
  metaDescription: string;
  hasEnglish: boolean;
  ko?: string[];
}

const publicPage = async (slug: string, lang: 'ko' | 'en') =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/data/v1/page/${slug}?lang=${lang}` })
  ).json<PublicPage>();

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

test('every demo page is written in English too, text by text, over the neutral first version; a page staff saved is left as it is', async () => {
  // Staff wrote their own patents page, in both languages, before the demo came.
  const saved = await ctx.admin('PUT', '/page/patent', {
    title: '우리 특허',
    titleEn: 'Our patents',
    content: '<p>특허 목록</p>',
    contentEn: '<p>Our patents</p>',
  });
  expect(saved.statusCode, saved.body).toBe(200);

  await seedDemoPages(ctx.app.db);

  for (const slug of PAGE_SLUGS.filter((slug) => slug !== 'patent')) {
    const korean = await publicPage(slug, 'ko');
    const english = await publicPage(slug, 'en');
    expect(korean.title, slug).toMatch(HANGUL);
    // No text falls back to Korean, and none still says the page is being prepared.
    expect(english, slug).toMatchObject({ hasEnglish: true });
    expect(english.ko, slug).toBeUndefined();
    for (const text of [english.title, english.metaDescription, english.content]) {
      expect(text, slug).not.toMatch(HANGUL);
      expect(text, slug).not.toMatch(/being prepared/);
    }
    expect(english.metaDescription.length, slug).toBeLessThanOrEqual(PAGE_META_DESCRIPTION_MAX);
    // The English page has the Korean one's sections.
    const headings = (html: string) => html.match(/<h2>/g)?.length ?? 0;
    expect(headings(english.content), slug).toBe(headings(korean.content));
  }
  // The demo company's facts read as its site settings give them in English.
  expect((await publicPage('about', 'en')).content).toContain('Han Do-yoon');

  // The page staff saved keeps both of their languages.
  expect(await publicPage('patent', 'ko')).toMatchObject({ title: '우리 특허' });
  expect(await publicPage('patent', 'en')).toMatchObject({
    title: 'Our patents',
    content: '<p>Our patents</p>',
  });
});
