import { expect, test } from 'vitest';
import { adminInquiryQueryFromUrl } from './admin-inquiry-query';

const parse = (query: string) => adminInquiryQueryFromUrl(new URLSearchParams(query), 10);

test('reads the filters and the 1-based page from the URL', () => {
  expect(parse('status=received&keyword=밸브&from=2026-01-01&to=2026-01-31&page=3')).toEqual({
    status: 'received',
    keyword: '밸브',
    from: '2026-01-01',
    to: '2026-01-31',
    page: 2,
    size: 10,
  });
});

test('drops filters the contract refuses and keeps the page', () => {
  expect(parse('status=closed&page=2')).toEqual({ page: 1, size: 10 });
  expect(parse('from=2026-02-01&to=2026-01-01')).toEqual({ page: 0, size: 10 });
});

test('an empty query is the first page with no filter', () => {
  expect(parse('')).toEqual({ page: 0, size: 10 });
});
