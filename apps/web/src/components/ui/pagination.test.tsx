import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { Pagination } from './pagination';

beforeAll(async () => {
  await initI18n('ko');
});

/** The pager's controls as rendered on the server: tag, name, href and states. */
function controls(url: string, page: number, totalPages: number, onChange?: () => void) {
  const html = renderToString(
    <MantineProvider>
      <MemoryRouter initialEntries={[url]}>
        <Pagination page={page} totalPages={totalPages} onChange={onChange} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return [...html.matchAll(/<(a|button)\b([^>]*)>(.*?)<\/\1>/g)].map(([, tag, attributes = '']) => {
    const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(attributes)?.[1];
    return {
      tag,
      name: attribute('aria-label'),
      href: attribute('href'),
      disabled:
        attribute('aria-disabled') ?? (/ disabled=""/.test(attributes) ? 'native' : undefined),
      current: attribute('aria-current'),
    };
  });
}

test('a page in the URL: every control is a link to its page, the list’s other values kept', () => {
  const found = controls('/product/list?category=3&page=2&lang=en', 1, 12);
  expect(found.map(({ tag, name, href }) => [tag, name, href])).toEqual([
    ['a', '첫 페이지', '/product/list?category=3&amp;lang=en'],
    ['a', '이전 페이지', '/product/list?category=3&amp;lang=en'],
    ['a', undefined, '/product/list?category=3&amp;lang=en'],
    ['a', undefined, '/product/list?category=3&amp;page=2&amp;lang=en'],
    ['a', undefined, '/product/list?category=3&amp;page=3&amp;lang=en'],
    ['a', undefined, '/product/list?category=3&amp;page=4&amp;lang=en'],
    ['a', undefined, '/product/list?category=3&amp;page=5&amp;lang=en'],
    ['a', '다음 페이지', '/product/list?category=3&amp;page=3&amp;lang=en'],
    ['a', '마지막 페이지', '/product/list?category=3&amp;page=12&amp;lang=en'],
  ]);
  expect(found.filter((control) => control.current === 'page').map((c) => c.href)).toEqual([
    '/product/list?category=3&amp;page=2&amp;lang=en',
  ]);
});

test('at the ends the steps are dimmed non-links, unavailable to screen readers too', () => {
  const first = controls('/board/1', 0, 3);
  expect(first.slice(0, 2)).toEqual([
    { tag: 'a', name: '첫 페이지', href: undefined, disabled: 'true', current: undefined },
    { tag: 'a', name: '이전 페이지', href: undefined, disabled: 'true', current: undefined },
  ]);
  const last = controls('/board/1?page=3', 2, 3);
  expect(last.slice(-2).map(({ href, disabled }) => ({ href, disabled }))).toEqual([
    { href: undefined, disabled: 'true' },
    { href: undefined, disabled: 'true' },
  ]);
  expect(last.slice(0, 2).map(({ href }) => href)).toEqual(['/board/1', '/board/1?page=2']);
});

test('a page kept in a component’s state: buttons, natively disabled at the ends', () => {
  const found = controls('/admin/product', 0, 2, () => undefined);
  expect(found.map(({ tag, href, disabled }) => [tag, href, disabled])).toEqual([
    ['button', undefined, 'native'],
    ['button', undefined, 'native'],
    ['button', undefined, undefined],
    ['button', undefined, undefined],
    ['button', undefined, undefined],
    ['button', undefined, undefined],
  ]);
});
