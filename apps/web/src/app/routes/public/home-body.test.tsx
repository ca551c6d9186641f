import {
  DEFAULT_HOME_LAYOUT,
  EMPTY_HOME_SECTIONS,
  type PublicHomeSections,
} from '@app/contract/home-sections';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { HomeBody } from './home-body';

beforeAll(async () => {
  await initI18n('ko');
});

const home = {
  featuredProducts: [],
  categories: [
    {
      id: 1,
      name: '펌프',
      parentId: null,
      sortOrder: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  latestPosts: { board: null, posts: [] },
  places: [],
};

const sections = (change: Partial<PublicHomeSections> = {}): PublicHomeSections => ({
  ...EMPTY_HOME_SECTIONS,
  layout: DEFAULT_HOME_LAYOUT,
  lang: 'ko',
  ...change,
});

/** The body as the server renders it: its sections' headings in order, and the HTML. */
function render(given: PublicHomeSections, language: 'ko' | 'en' = 'ko') {
  const html = renderToString(
    <MantineProvider>
      <MemoryRouter>
        <HomeBody home={home} sections={given} failed={false} language={language} />
      </MemoryRouter>
    </MantineProvider>,
  );
  const headings = [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map(([, text]) => text);
  return { html, headings };
}

test("without a layout of staff's, the sections follow the page's own order with its own words", () => {
  const { headings } = render(sections());
  expect(headings).toEqual(['제품 분류', '필요한 제품이나 사양이 있으신가요?']);
});

test('the sections follow the stored order, hidden ones left out, with the words staff wrote', () => {
  const layout = [
    { key: 'contact', visible: true },
    { key: 'links', visible: true },
    { key: 'categories', visible: true },
    ...DEFAULT_HOME_LAYOUT.filter(({ key }) => !['contact', 'links', 'categories'].includes(key)),
  ] satisfies PublicHomeSections['layout'];
  const written = sections({
    layout,
    links: [{ label: '카탈로그', link: 'https://example.com/catalogue.pdf', description: null }],
    headings: {
      ...EMPTY_HOME_SECTIONS.headings,
      categories: { eyebrow: null, title: '무엇을 찾으세요', description: null },
    },
    contact: { title: '견적 문의', text: null, action: '견적 받기', link: '/smart' },
  });
  const { html, headings } = render(written);
  expect(headings).toEqual(['견적 문의', '바로가기', '무엇을 찾으세요']);
  expect(html).toContain('href="/smart"');
  expect(html).toContain('href="https://example.com/catalogue.pdf" rel="noopener noreferrer"');

  const hidden = render({
    ...written,
    layout: layout.map((section) => ({ ...section, visible: section.key !== 'links' })),
  });
  expect(hidden.headings).toEqual(['견적 문의', '무엇을 찾으세요']);
  expect(hidden.html).not.toContain('카탈로그');
});

test("on the English site, staff's Korean words are marked Korean and the page's own are not", () => {
  const { html } = render(
    sections({
      contact: { title: '견적 문의', text: null, action: null, link: null },
    }),
    'en',
  );
  expect(html).toMatch(/<h2[^>]*lang="ko"[^>]*>견적 문의<\/h2>/);
  expect(html).toContain('용도와 수량');
  expect(html).not.toMatch(/lang="ko"[^>]*>용도와 수량/);
});
