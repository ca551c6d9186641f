import type { SearchUnderstood } from '@app/contract/search';
import i18next from 'i18next';
import { expect, test } from 'vitest';
import en from '../../locales/en/search.json';
import ko from '../../locales/ko/search.json';
import { searchNotice, searchNoticeText } from './search-notice';

const understood = (overrides: Partial<SearchUnderstood>): SearchUnderstood => ({
  typed: 'ghksvndrl',
  searched: '환풍기',
  route: 'keyboard',
  highlight: ['환풍기'],
  ...overrides,
});

const translator = async (language: 'ko' | 'en') => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { ko: { search: ko }, en: { search: en } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'search');
};

test('a keyword searched as typed, or no keyword at all, says nothing', () => {
  expect(searchNotice(undefined)).toBeNull();
  expect(searchNotice(understood({ route: 'literal', searched: 'ghksvndrl' }))).toBeNull();
});

test('every rewrite but a typo says what was searched; a typo asks', () => {
  for (const route of ['synonym', 'spacing', 'keyboard', 'initials', 'prefix'] as const) {
    expect(searchNotice(understood({ route }))?.kind).toBe('rewritten');
  }
  expect(searchNotice(understood({ route: 'typo', typed: '송퓽기', searched: '송풍기' }))).toEqual({
    kind: 'didYouMean',
    typed: '송퓽기',
    searched: '송풍기',
  });
});

test('a rewrite the visitor could not tell from what they typed says nothing', () => {
  expect(searchNotice(understood({ route: 'spacing', typed: 'Fan', searched: 'fan' }))).toBeNull();
  expect(searchNotice(understood({ route: 'prefix', searched: '' }))).toBeNull();
});

test('Korean: ‘환풍기’ 검색 결과입니다, with a link back to the keyword as typed', async () => {
  const t = await translator('ko');
  const rewritten = searchNotice(understood({ route: 'initials', typed: 'ㅎㅍㄱ' }));
  expect(rewritten && searchNoticeText(rewritten, t)).toEqual({
    before: '‘',
    searched: '환풍기',
    after: '’ 검색 결과입니다.',
    link: '‘ㅎㅍㄱ’(으)로 검색',
  });
  const typo = searchNotice(understood({ route: 'typo', typed: '송퓽기', searched: '송풍기' }));
  expect(typo && searchNoticeText(typo, t)).toEqual({
    before: '이것을 찾으셨나요? ',
    searched: '송풍기',
    after: '',
    link: '‘송퓽기’(으)로 검색',
  });
});

test('English: Showing results for … / Did you mean …?', async () => {
  const t = await translator('en');
  const rewritten = searchNotice(understood({}));
  expect(rewritten && searchNoticeText(rewritten, t)).toEqual({
    before: 'Showing results for ‘',
    searched: '환풍기',
    after: '’.',
    link: 'Search instead for ‘ghksvndrl’',
  });
  const typo = searchNotice(understood({ route: 'typo', typed: 'blowr', searched: 'blower' }));
  expect(typo && searchNoticeText(typo, t)).toMatchObject({
    before: 'Did you mean ',
    searched: 'blower',
    after: '?',
  });
});
