import { expect, test } from 'vitest';
import {
  productListQuery,
  withFilters,
  withLiteralKeyword,
  withoutFilters,
} from './product-list-params';

const parse = (query: string, page = 0, size = 20) =>
  productListQuery(new URLSearchParams(query), { keyword: '', page, size });

test('reads category, place and sort from the URL; malformed values are ignored', () => {
  expect(parse('category=3&place=2&sort=name')).toMatchObject({
    category: 3,
    place: 2,
    sort: 'name',
  });
  expect(parse('category=abc&place=-1&sort=random')).toMatchObject({
    category: undefined,
    place: undefined,
    sort: 'newest',
  });
  expect(parse('category=99999999999').category).toBeUndefined();
});

test('keeps the page inside the 2,000-result window', () => {
  expect(parse('', 99, 20).page).toBe(99);
  expect(parse('', 500, 20).page).toBe(99);
  expect(parse('', 500, 10).page).toBe(199);
});

test('a filter change returns to the first page and leaves defaults out', () => {
  const next = withFilters(new URLSearchParams('keyword=사과&page=3&sort=name'), {
    category: 4,
    place: undefined,
    sort: 'newest',
  });
  expect(next.toString()).toBe(`keyword=${encodeURIComponent('사과')}&category=4`);
});

test('a filter form sends the search and the language along, not the filters nor the page', () => {
  const kept = withoutFilters(
    new URLSearchParams(
      'keyword=ghksvndrl&literal=true&category=4&place=2&sort=name&page=3&lang=en',
    ),
  );
  expect(kept.toString()).toBe('keyword=ghksvndrl&literal=true&lang=en');
});

test('the language is part of the query: the list is asked for in the page’s language', () => {
  expect(parse('').lang).toBe('ko');
  expect(parse('lang=en&sort=name')).toMatchObject({ lang: 'en', sort: 'name' });
  expect(parse('lang=fr').lang).toBe('ko');
});

test('literal=true asks for the keyword as typed; without a keyword it means nothing', () => {
  const query = (search: string, keyword = 'ghksvndrl') =>
    productListQuery(new URLSearchParams(search), { keyword, page: 0, size: 20 });
  expect(query('keyword=ghksvndrl&literal=true').literal).toBe(true);
  expect(query('keyword=ghksvndrl').literal).toBeUndefined();
  expect(query('keyword=ghksvndrl&literal=yes').literal).toBeUndefined();
  expect(query('literal=true', '').literal).toBeUndefined();
});

test('the search as typed keeps the filters, sort and language, on its first page', () => {
  const next = withLiteralKeyword(
    new URLSearchParams('keyword=ghksvndrl&category=4&sort=name&page=2&lang=en'),
  );
  expect(next.toString()).toBe('keyword=ghksvndrl&category=4&sort=name&lang=en&literal=true');
});
