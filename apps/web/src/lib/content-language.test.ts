import { expect, test } from 'vitest';
import { fallbackLang, fellBack } from './content-language';

test('a text the API gave in Korean on an English page is marked lang="ko"; others are not', () => {
  const product = { name: 'Pear', summary: '아삭한 배', ko: ['summary'] as const };
  expect(fallbackLang(product, 'summary')).toEqual({ lang: 'ko' });
  expect(fallbackLang(product, 'name')).toEqual({});
  // A Korean page's records name nothing: its texts are in the page's language.
  const korean: { name: string; ko?: readonly 'name'[] } = { name: '배' };
  expect(fallbackLang(korean, 'name')).toEqual({});
});

test('a record fell back when any of the fields asked about is one the API gave in Korean', () => {
  const post = { title: 'Notice', content: '<p>안내</p>', ko: ['content'] as const };
  expect(fellBack(post, 'content')).toBe(true);
  expect(fellBack(post, 'title', 'content')).toBe(true);
  expect(fellBack(post, 'title')).toBe(false);
  const korean: { title: string; ko?: readonly 'title'[] } = { title: '공지' };
  expect(fellBack(korean, 'title')).toBe(false);
});
