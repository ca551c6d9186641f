import { expect, test } from 'vitest';
import { productListHref } from './product-list-url';

test('links to the whole list without filters', () => {
  expect(productListHref({})).toBe('/product/list');
  expect(productListHref({ keyword: '' })).toBe('/product/list');
});

test('puts filters in the query under the API names', () => {
  expect(productListHref({ keyword: '사과 선별기', category: 3, place: 7 })).toBe(
    '/product/list?keyword=%EC%82%AC%EA%B3%BC+%EC%84%A0%EB%B3%84%EA%B8%B0&category=3&place=7',
  );
});

test('encodes characters that would break the query', () => {
  expect(productListHref({ keyword: 'a&b=c#d' })).toBe('/product/list?keyword=a%26b%3Dc%23d');
});
