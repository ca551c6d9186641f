import { expect, test } from 'vitest';
import { fallbackLang } from './content-language';

test('a text the API gave in Korean on an English page is marked lang="ko"; others are not', () => {
  const product = { name: 'Pear', summary: '아삭한 배', ko: ['summary'] as const };
  expect(fallbackLang(product, 'summary')).toEqual({ lang: 'ko' });
  expect(fallbackLang(product, 'name')).toEqual({});
  // A Korean page's records name nothing: its texts are in the page's language.
  const korean: { name: string; ko?: readonly 'name'[] } = { name: '배' };
  expect(fallbackLang(korean, 'name')).toEqual({});
});
