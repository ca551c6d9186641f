import { expect, test } from 'vitest';
import {
  KEYWORD_MAX_LENGTH,
  keywordFromSearchParams,
  normalizeKeyword,
  searchHref,
} from './keyword';

test('trims and collapses whitespace', () => {
  expect(normalizeKeyword('  산업용   펌프 \t')).toBe('산업용 펌프');
  expect(normalizeKeyword('   ')).toBe('');
});

test('cuts a keyword to the maximum length', () => {
  expect(normalizeKeyword('가'.repeat(150))).toHaveLength(KEYWORD_MAX_LENGTH);
});

test('reads the keyword from ?keyword=', () => {
  expect(keywordFromSearchParams(new URLSearchParams('keyword=%EC%9A%B0%EC%9C%A0'))).toBe('우유');
  expect(keywordFromSearchParams(new URLSearchParams('keyword=+a++b+'))).toBe('a b');
  expect(keywordFromSearchParams(new URLSearchParams('page=2'))).toBe('');
});

test('a search opens the first page of the product list', () => {
  expect(searchHref(' 컨베이어 ')).toBe(
    '/product/list?keyword=%EC%BB%A8%EB%B2%A0%EC%9D%B4%EC%96%B4',
  );
});

test('an empty search lists every product', () => {
  expect(searchHref('  ')).toBe('/product/list');
});

test('a keyword survives the round trip through the URL', () => {
  const keyword = '50% 할인 & "특가" #1';
  const url = new URL(searchHref(keyword), 'https://example.com');
  expect(keywordFromSearchParams(url.searchParams)).toBe(keyword);
});
