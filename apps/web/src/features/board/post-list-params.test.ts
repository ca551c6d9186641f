import { expect, test } from 'vitest';
import { postListQuery } from './post-list-params';

test('a board list is asked for in the URL’s language, with its page and keyword', () => {
  expect(postListQuery(new URLSearchParams(''))).toEqual({ page: 0, lang: 'ko' });
  expect(postListQuery(new URLSearchParams('page=2&keyword=%20수출%20&lang=en'))).toEqual({
    page: 1,
    keyword: '수출',
    lang: 'en',
  });
});
