import type { Site } from '@app/contract/site';
import { expect, test } from 'vitest';
import { analyticsHead, pageSources } from './page-sources';

const site = (analytics: Site['analytics'], mapEmbedUrl: string | null = null) =>
  ({ analytics, mapEmbedUrl }) as Site;

test('no analytics script is on a page unless staff entered its ID', () => {
  expect(analyticsHead(undefined)).toBe('');
  expect(analyticsHead({ google: null, naver: null })).toBe('');
  expect(pageSources(site({ google: null, naver: null }))).toEqual({
    'frame-src': [],
    'script-src': [],
    'connect-src': [],
    'img-src': [],
  });
});

test("a chosen service's script comes before the site's start of it, and its origins alone widen the policy", () => {
  const google = analyticsHead({ google: 'G-ABC123', naver: null });
  expect(google).toContain(
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>',
  );
  expect(google.indexOf('gtag/js')).toBeLessThan(google.indexOf('/site-analytics.js'));
  expect(google).not.toContain('pstatic');
  const both = analyticsHead({ google: null, naver: 'abc123def' });
  expect(both.indexOf('wcslog.js')).toBeLessThan(both.indexOf('/site-analytics.js'));

  const sources = pageSources(
    site({ google: null, naver: 'abc123def' }, 'https://www.google.com/maps/embed?pb=1'),
  );
  expect(sources).toEqual({
    'frame-src': ['https://www.google.com'],
    'script-src': ['https://wcs.pstatic.net'],
    'connect-src': ['https://wcs.naver.com'],
    'img-src': ['https://wcs.naver.com'],
  });
});
