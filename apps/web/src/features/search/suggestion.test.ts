import { expect, test } from 'vitest';
import { movedActive, suggestionHref, suggestionKey } from './suggestion';

test('a word searches for it, a product opens its page, a category its list', () => {
  expect(suggestionHref({ kind: 'word', text: '환풍기', code: null, id: null })).toBe(
    `/product/list?keyword=${encodeURIComponent('환풍기')}`,
  );
  expect(suggestionHref({ kind: 'product', text: '산업용 환풍기', code: 'HF-200', id: 12 })).toBe(
    '/product/detail/12',
  );
  expect(suggestionHref({ kind: 'category', text: '환기 설비', code: null, id: 3 })).toBe(
    '/product/list?category=3',
  );
});

test('a product or category without an id is searched for as a word', () => {
  expect(suggestionHref({ kind: 'product', text: 'fan', code: null, id: null })).toBe(
    '/product/list?keyword=fan',
  );
});

test('the arrows move from the box to the options and round', () => {
  expect(movedActive(-1, 3, 'ArrowDown')).toBe(0);
  expect(movedActive(0, 3, 'ArrowDown')).toBe(1);
  expect(movedActive(2, 3, 'ArrowDown')).toBe(0);
  expect(movedActive(-1, 3, 'ArrowUp')).toBe(2);
  expect(movedActive(1, 3, 'ArrowUp')).toBe(0);
  expect(movedActive(0, 3, 'ArrowUp')).toBe(2);
  expect(movedActive(-1, 0, 'ArrowDown')).toBe(-1);
  // An answer shorter than the option chosen: start again from the top.
  expect(movedActive(7, 3, 'ArrowDown')).toBe(0);
});

test('suggestions of different kinds with the same text are different options', () => {
  const word = suggestionKey({ kind: 'word', text: '환풍기', code: null, id: null });
  const product = suggestionKey({ kind: 'product', text: '환풍기', code: null, id: 4 });
  expect(word).not.toBe(product);
});
