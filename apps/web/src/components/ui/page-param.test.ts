import { expect, test } from 'vitest';
import { pageFromSearchParams, withPage } from './page-param';

test('reads the 1-based ?page= as a 0-based page', () => {
  expect(pageFromSearchParams(new URLSearchParams('page=1'))).toBe(0);
  expect(pageFromSearchParams(new URLSearchParams('page=3'))).toBe(2);
});

test('falls back to the first page for a missing or malformed ?page=', () => {
  for (const query of [
    '',
    'page=',
    'page=0',
    'page=-2',
    'page=abc',
    'page=1.5',
    'page=9999999999',
  ]) {
    expect(pageFromSearchParams(new URLSearchParams(query))).toBe(0);
  }
});

test('writes the page 1-based and keeps the other parameters', () => {
  expect(withPage(new URLSearchParams('keyword=펌프'), 2).toString()).toBe(
    'keyword=%ED%8E%8C%ED%94%84&page=3',
  );
});

test('leaves the first page out of the URL', () => {
  expect(withPage(new URLSearchParams('keyword=a&page=4'), 0).toString()).toBe('keyword=a');
});

test('does not change the parameters it was given', () => {
  const params = new URLSearchParams('page=2');
  withPage(params, 5);
  expect(params.toString()).toBe('page=2');
});
